/**
 * The vocabulary of the guard: a classified change, and the semver bump it requires of the
 * published packages (breaking -> major, minor -> minor, patch -> patch).
 */

/** How a change affects consumers: breaking needs a major release, minor a minor one, patch a patch. */
export type ChangeClass = 'breaking' | 'minor' | 'patch';

/** A semver bump level; `none` when nothing needs releasing. */
export type Bump = 'none' | 'patch' | 'minor' | 'major';

/** One classified change between the base and the working tree. */
export interface Change {
  /** `events` or `rest`: which contract the change is in. */
  contract: 'events' | 'rest';
  /** Where: `event type@version/field` for event payloads, a JSON pointer into the bundled document otherwise. */
  location: string;
  class: ChangeClass;
  /** What changed, a short phrase. */
  what: string;
}

const ORDER: Bump[] = ['none', 'patch', 'minor', 'major'];

/**
 * The bump a change class requires.
 *
 * @example
 * bumpOf('breaking'); // 'major'
 */
export function bumpOf(cls: ChangeClass): Bump {
  return cls === 'breaking' ? 'major' : cls;
}

/**
 * The higher of two bumps.
 *
 * @example
 * maxBump('patch', 'minor'); // 'minor'
 */
export function maxBump(a: Bump, b: Bump): Bump {
  return ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
}

/**
 * Whether a release of level `have` covers a required level `need`.
 *
 * @example
 * covers('minor', 'patch'); // true
 */
export function covers(have: Bump, need: Bump): boolean {
  return ORDER.indexOf(have) >= ORDER.indexOf(need);
}

/**
 * The bump that a list of changes requires: the highest of their classes, `none` for no change.
 *
 * @example
 * requiredBump([{ contract: 'rest', location: '/paths', class: 'minor', what: 'operation added' }]); // 'minor'
 */
export function requiredBump(changes: readonly Change[]): Bump {
  return changes.reduce<Bump>((bump, change) => maxBump(bump, bumpOf(change.class)), 'none');
}

const CLASS_ORDER: ChangeClass[] = ['patch', 'minor', 'breaking'];

/**
 * The more severe of two classes (used when one schema is reached from several places).
 *
 * @example
 * worseClass('minor', 'breaking'); // 'breaking'
 */
export function worseClass(a: ChangeClass, b: ChangeClass): ChangeClass {
  return CLASS_ORDER.indexOf(a) >= CLASS_ORDER.indexOf(b) ? a : b;
}
