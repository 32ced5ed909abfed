/**
 * Classifies the changes between two bundled OpenAPI 3.1 documents (as `packages/contracts` bundles
 * them) operation by operation. What is compatible depends on who sends the value:
 * - a request (parameters, request body) is sent by clients: accepting more (a wider type or enum,
 *   a parameter made optional, a new optional parameter) is minor; accepting less is breaking;
 * - a response (bodies, headers) is read by clients: sending less (a narrower type or enum, a field
 *   always present that was optional, a new field, which tolerant readers ignore) is minor; sending
 *   more (a wider type or enum, a field removed or made optional) is breaking.
 * A schema reached both ways (a shared component) takes the worse class. Descriptions and examples
 * are patch.
 */
import { type Change, type ChangeClass, worseClass } from './change.js';
import {
  canonicalJson,
  escapeToken,
  isJsonObject,
  type Json,
  resolveRef,
} from '@energy-contracts/schema-tools/json-pointer';
import { openApiOperations } from '@energy-contracts/schema-tools/openapi';
import { diffSchemas, type SchemaFact } from './schema-diff.js';

/** Keys of operations, parameters, responses and headers that only document. */
const DOC_KEYS = new Set([
  'summary',
  'description',
  'tags',
  'operationId',
  'externalDocs',
  'deprecated',
  'example',
  'examples',
]);
/** Keys compared by the rules below. */
const OPERATION_HANDLED = new Set(['parameters', 'requestBody', 'responses']);

type Obj = Record<string, Json>;

/** Which way a value travels: decides whether narrowing or widening is the compatible direction. */
export type Direction = 'request' | 'response';

/**
 * The class of a schema difference for a value travelling in `direction`.
 *
 * @example
 * classifyFact({ pointer: '', field: [], what: 'enum widened', effect: 'widens' }, 'request'); // 'minor'
 */
export function classifyFact(fact: SchemaFact, direction: Direction): ChangeClass {
  if (fact.effect === 'doc') return 'patch';
  if (fact.effect === 'changes') return 'breaking';
  const compatible = direction === 'request' ? 'widens' : 'narrows';
  return fact.effect === compatible ? 'minor' : 'breaking';
}

/** Follows a `$ref` to a component (parameters, responses, headers are often refs); returns the node and its pointer. */
function deref(doc: Json, node: Json, pointer: string): { node: Json; pointer: string } {
  let current = { node, pointer };
  for (let hops = 0; hops < 16 && isJsonObject(current.node) && typeof current.node.$ref === 'string'; hops++) {
    const ref = current.node.$ref as string;
    const target = resolveRef(doc, ref) as Json | undefined;
    if (target === undefined) break;
    current = { node: target, pointer: ref.replace(/^#/, '') };
  }
  return current;
}

interface Located {
  node: Obj;
  pointer: string;
}

/** An operation with the path item it sits in (whose parameters it inherits). */
interface Operation extends Located {
  path: string;
  method: string;
  pathItem: Obj;
  pathPointer: string;
}

/** The operations of a document keyed `METHOD path`, walked by the shared rule of `@energy-contracts/schema-tools/openapi`. */
function operations(doc: Json): Map<string, Operation> {
  const out = new Map<string, Operation>();
  if (!isJsonObject(doc)) return out;
  for (const { path, method, op, pathItem } of openApiOperations(doc)) {
    const pathPointer = `/paths/${escapeToken(path)}`;
    out.set(`${method.toUpperCase()} ${path}`, {
      node: op as Obj,
      pointer: `${pathPointer}/${method}`,
      path,
      method,
      pathItem: pathItem as Obj,
      pathPointer,
    });
  }
  return out;
}

/**
 * The parameters of an operation, path-level ones included, keyed `in:name`: the same merge as
 * `operationParameters` of `@energy-contracts/schema-tools/openapi` (an operation-level parameter
 * replaces the path-level one of the same `name` and `in`), kept here because a change is reported
 * at the pointer where its parameter is written (`/paths/.../parameters/1`, or the component a
 * `$ref` leads to), which that function does not return.
 */
function parameters(doc: Json, op: Operation): Map<string, Located> {
  const out = new Map<string, Located>();
  const lists: [Json | undefined, string][] = [
    [op.pathItem.parameters, `${op.pathPointer}/parameters`],
    [op.node.parameters, `${op.pointer}/parameters`],
  ];
  for (const [list, base] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, i) => {
      const { node, pointer } = deref(doc, raw, `${base}/${i}`);
      if (isJsonObject(node) && typeof node.name === 'string')
        out.set(`${String(node.in)}:${node.name}`, { node, pointer });
    });
  }
  return out;
}

/**
 * Classifies every change between two bundled OpenAPI documents.
 *
 * @param before - the bundle at the base ref (`{}` when the base has no OpenAPI document).
 * @param after - the bundle of the working tree.
 * @example
 * for (const c of classifyRestChanges(baseBundle, headBundle)) console.log(c.location, c.class, c.what);
 */
export function classifyRestChanges(before: Json, after: Json): Change[] {
  // One schema can be reached from several operations: keep one line per (location, what), worst class.
  const found = new Map<string, Change>();
  const push = (location: string, cls: ChangeClass, what: string) => {
    const key = `${location}\u0000${what}`;
    const prior = found.get(key);
    found.set(key, { contract: 'rest', location, class: prior ? worseClass(prior.class, cls) : cls, what });
  };
  const schemaChanges = (
    oldNode: Json | undefined,
    oldPointer: string,
    newNode: Json | undefined,
    newPointer: string,
    direction: Direction,
  ) => {
    if (oldNode === undefined && newNode === undefined) return;
    for (const fact of diffSchemas(
      { doc: before, node: oldNode ?? {}, pointer: oldPointer },
      { doc: after, node: newNode ?? {}, pointer: newPointer },
    )) {
      push(
        fact.pointer,
        classifyFact(fact, direction),
        fact.field.length ? `${fact.field.join('.')}: ${fact.what}` : fact.what,
      );
    }
  };
  /** Remaining keys of two objects: documentation keys are patch, anything else unmodelled is breaking. */
  const otherKeys = (o: Obj, n: Obj, pointer: string, handled: Set<string>, label: string) => {
    for (const k of new Set([...Object.keys(o), ...Object.keys(n)])) {
      if (handled.has(k) || canonicalJson(o[k]) === canonicalJson(n[k])) continue;
      push(pointer, DOC_KEYS.has(k) || k.startsWith('x-') ? 'patch' : 'breaking', `${label} ${k} changed`);
    }
  };

  const oldOps = operations(before);
  const newOps = operations(after);
  for (const [key, op] of oldOps) if (!newOps.has(key)) push(op.pointer, 'breaking', `operation ${key} removed`);
  for (const [key, op] of newOps) if (!oldOps.has(key)) push(op.pointer, 'minor', `operation ${key} added`);

  for (const [key, next] of newOps) {
    const prev = oldOps.get(key);
    if (!prev) continue;
    otherKeys(prev.node, next.node, next.pointer, OPERATION_HANDLED, 'operation');

    // Parameters: sent by the client.
    const oldParams = parameters(before, prev);
    const newParams = parameters(after, next);
    for (const [id, p] of oldParams)
      if (!newParams.has(id)) push(p.pointer, 'breaking', `${id.replace(':', ' parameter ')} removed`);
    for (const [id, p] of newParams) {
      const label = id.replace(':', ' parameter ');
      const old = oldParams.get(id);
      if (!old) {
        push(
          p.pointer,
          p.node.required === true ? 'breaking' : 'minor',
          `${p.node.required === true ? 'required' : 'optional'} ${label} added`,
        );
        continue;
      }
      if ((old.node.required === true) !== (p.node.required === true))
        push(
          p.pointer,
          p.node.required === true ? 'breaking' : 'minor',
          `${label} ${p.node.required === true ? 'made required' : 'made optional'}`,
        );
      otherKeys(old.node, p.node, p.pointer, new Set(['schema', 'required', 'name', 'in']), label);
      schemaChanges(old.node.schema, `${old.pointer}/schema`, p.node.schema, `${p.pointer}/schema`, 'request');
    }

    // Request body: sent by the client.
    const oldBody =
      prev.node.requestBody === undefined
        ? undefined
        : deref(before, prev.node.requestBody, `${prev.pointer}/requestBody`);
    const newBody =
      next.node.requestBody === undefined
        ? undefined
        : deref(after, next.node.requestBody, `${next.pointer}/requestBody`);
    if (oldBody && !newBody) push(oldBody.pointer, 'breaking', 'request body removed');
    if (!oldBody && newBody)
      push(
        newBody.pointer,
        isJsonObject(newBody.node) && newBody.node.required === true ? 'breaking' : 'minor',
        'request body added',
      );
    if (oldBody && newBody && isJsonObject(oldBody.node) && isJsonObject(newBody.node)) {
      if ((oldBody.node.required === true) !== (newBody.node.required === true))
        push(newBody.pointer, newBody.node.required === true ? 'breaking' : 'minor', 'request body required changed');
      const oc = isJsonObject(oldBody.node.content) ? oldBody.node.content : {};
      const nc = isJsonObject(newBody.node.content) ? newBody.node.content : {};
      for (const media of Object.keys(oc))
        if (!Object.hasOwn(nc, media))
          push(
            `${oldBody.pointer}/content/${escapeToken(media)}`,
            'breaking',
            `request media type ${media} no longer accepted`,
          );
      for (const media of Object.keys(nc)) {
        const at = `${newBody.pointer}/content/${escapeToken(media)}`;
        if (!Object.hasOwn(oc, media)) push(at, 'minor', `request media type ${media} accepted`);
        else if (isJsonObject(oc[media]) && isJsonObject(nc[media]))
          schemaChanges(
            (oc[media] as Obj).schema,
            `${oldBody.pointer}/content/${escapeToken(media)}/schema`,
            (nc[media] as Obj).schema,
            `${at}/schema`,
            'request',
          );
      }
    }

    // Responses: read by the client.
    const oldResponses = isJsonObject(prev.node.responses) ? prev.node.responses : {};
    const newResponses = isJsonObject(next.node.responses) ? next.node.responses : {};
    for (const status of Object.keys(oldResponses))
      if (!Object.hasOwn(newResponses, status))
        push(`${next.pointer}/responses/${escapeToken(status)}`, 'breaking', `status ${status} removed`);
    for (const status of Object.keys(newResponses)) {
      const at = `${next.pointer}/responses/${escapeToken(status)}`;
      if (!Object.hasOwn(oldResponses, status)) {
        push(at, 'minor', `status ${status} added`);
        continue;
      }
      const o = deref(before, oldResponses[status]!, `${prev.pointer}/responses/${escapeToken(status)}`);
      const n = deref(after, newResponses[status]!, at);
      if (!isJsonObject(o.node) || !isJsonObject(n.node)) continue;
      otherKeys(o.node, n.node, n.pointer, new Set(['content', 'headers']), `response ${status}`);
      const oc = isJsonObject(o.node.content) ? o.node.content : {};
      const nc = isJsonObject(n.node.content) ? n.node.content : {};
      for (const media of Object.keys(oc))
        if (!Object.hasOwn(nc, media))
          push(
            `${n.pointer}/content/${escapeToken(media)}`,
            'breaking',
            `response ${status} media type ${media} removed`,
          );
      for (const media of Object.keys(nc)) {
        const mediaAt = `${n.pointer}/content/${escapeToken(media)}`;
        if (!Object.hasOwn(oc, media)) {
          push(mediaAt, 'minor', `response ${status} media type ${media} added`);
          continue;
        }
        const om = oc[media];
        const nm = nc[media];
        if (!isJsonObject(om) || !isJsonObject(nm)) continue;
        otherKeys(om, nm, mediaAt, new Set(['schema']), `response ${status} ${media}`);
        schemaChanges(
          om.schema,
          `${o.pointer}/content/${escapeToken(media)}/schema`,
          nm.schema,
          `${mediaAt}/schema`,
          'response',
        );
      }
      const oh = isJsonObject(o.node.headers) ? o.node.headers : {};
      const nh = isJsonObject(n.node.headers) ? n.node.headers : {};
      for (const name of Object.keys(oh))
        if (!Object.hasOwn(nh, name))
          push(`${n.pointer}/headers/${escapeToken(name)}`, 'breaking', `response ${status} header ${name} removed`);
      for (const name of Object.keys(nh)) {
        const hAt = `${n.pointer}/headers/${escapeToken(name)}`;
        if (!Object.hasOwn(oh, name)) {
          push(hAt, 'minor', `response ${status} header ${name} added`);
          continue;
        }
        const oHeader = deref(before, oh[name]!, `${o.pointer}/headers/${escapeToken(name)}`);
        const nHeader = deref(after, nh[name]!, hAt);
        if (!isJsonObject(oHeader.node) || !isJsonObject(nHeader.node)) continue;
        otherKeys(oHeader.node, nHeader.node, nHeader.pointer, new Set(['schema']), `header ${name}`);
        schemaChanges(
          oHeader.node.schema,
          `${oHeader.pointer}/schema`,
          nHeader.node.schema,
          `${nHeader.pointer}/schema`,
          'response',
        );
      }
    }
  }

  const changes = [...found.values()];
  // A base without the document (the contract is new): its operations are all "added", nothing else to compare.
  if (isJsonObject(before) && isJsonObject(after) && 'openapi' in before) {
    if (canonicalJson(before.info) !== canonicalJson(after.info))
      changes.push({ contract: 'rest', location: '/info', class: 'patch', what: 'document info changed' });
    for (const k of ['servers', 'security']) {
      if (canonicalJson(before[k]) !== canonicalJson(after[k]))
        changes.push({
          contract: 'rest',
          location: `/${k}`,
          class: 'breaking',
          what: `top-level ${k} changed (not modelled: treated as incompatible)`,
        });
    }
  }
  if (changes.length === 0 && canonicalJson(before) !== canonicalJson(after)) {
    changes.push({
      contract: 'rest',
      location: '',
      class: 'patch',
      what: 'changed with no effect on any operation (unreferenced components, tags or layout)',
    });
  }
  return changes;
}
