/**
 * Records keyed by what a client sent (query parameter names, header names, the keys of a body):
 * with no prototype and own-property reads, no key (`__proto__`, `constructor`, `toString`) can
 * read or overwrite anything but its own entry.
 */

/**
 * An empty record with no prototype: `record['constructor']` is undefined until set, and
 * `record['__proto__'] = x` is an ordinary entry that `Object.keys` and `JSON.stringify` show.
 * @example keyedRecord<string>().constructor // undefined
 */
export function keyedRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/**
 * The entry under `key` if the record holds it itself (inherited members are not entries).
 * @example ownEntry({}, 'toString') // undefined
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Sets `record[key]` as an own, enumerable entry, whatever the key and the record's prototype
 * (on a plain `{}`, assigning `__proto__` would change the prototype instead).
 * @example setEntry({}, '__proto__', 1) // { ['__proto__']: 1 }
 */
export function setEntry<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Appends `value` to the list under `key`, creating the list: the one way every package collects
 * messages per parameter or per field.
 * @example const errors = keyedRecord<string[]>(); appendEntry(errors, 'constructor', 'bad'); // { constructor: ['bad'] }
 */
export function appendEntry<T>(record: Record<string, T[]>, key: string, value: T): void {
  const list = ownEntry(record, key);
  if (list === undefined) setEntry(record, key, [value]);
  else list.push(value);
}
