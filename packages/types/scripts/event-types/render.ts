// Step 4: rendering with @asyncapi/modelina. Every shared type once under `definitions` and every
// payload as a property of a throw-away root model go in as ONE JSON Schema document, so modelina's
// own de-duplication emits `Ledger` once and every event that uses it refers to it; the interfaces
// come out exported, with the JSDoc chosen here.
import {
  ConstrainedArrayModel,
  ConstrainedDictionaryModel,
  ConstrainedObjectModel,
  ConstrainedReferenceModel,
  ConstrainedTupleModel,
  ConstrainedUnionModel,
  TypeScriptGenerator,
  type ConstrainedMetaModel,
  type OutputModel,
  type TypeScriptPreset,
} from '@asyncapi/modelina';
import { compare, GenerateError, type EventInput, type JsonObject } from './catalogue-load.js';
import { toModelinaSchema, type SharedType } from './shared-types.js';

/**
 * A JSDoc block of `lines` (a `*\/` in them is escaped).
 * @example docComment(['One line.']) // '/**\n * One line.\n *\/'
 */
export function docComment(lines: string[]): string {
  return ['/**', ...lines.map((line) => (line ? ` * ${line.replaceAll('*/', '*\\/')}` : ' *')), ' */'].join('\n');
}

/** Exports each modelina-rendered interface, under the JSDoc we want on it (the event, its schema $id). */
const DOC_PRESET: TypeScriptPreset = {
  interface: {
    self({ model, content }) {
      const doc = (model.originalInput as JsonObject | undefined)?.['x-ts-doc'];
      return Array.isArray(doc) ? `${docComment(doc as string[])}\nexport ${content}` : `export ${content}`;
    },
    property({ property, content }) {
      const input = property.property.originalInput as JsonObject | undefined;
      // A property whose schema is a shared type would repeat that type's own JSDoc; leave it to the type.
      if (input === undefined || typeof input.title === 'string') return content;
      const description = input.description;
      return typeof description === 'string' && description.trim()
        ? `${docComment(description.trim().split('\n'))}\n${content}`
        : content;
    },
  },
};

/** Names of the other models a rendered model refers to (walks the constrained meta model). */
function modelDependencies(model: ConstrainedMetaModel): string[] {
  const found = new Set<string>();
  const seen = new Set<ConstrainedMetaModel>();
  const walk = (m: ConstrainedMetaModel, top: boolean) => {
    if (seen.has(m)) return;
    seen.add(m);
    if (m instanceof ConstrainedObjectModel) {
      if (!top) {
        found.add(m.name);
        return;
      }
      for (const property of Object.values(m.properties)) walk(property.property, false);
    } else if (m instanceof ConstrainedReferenceModel) {
      found.add(m.ref.name);
    } else if (m instanceof ConstrainedArrayModel) {
      walk(m.valueModel, false);
    } else if (m instanceof ConstrainedDictionaryModel) {
      walk(m.key, false);
      walk(m.value, false);
    } else if (m instanceof ConstrainedUnionModel) {
      for (const u of m.union) walk(u, false);
    } else if (m instanceof ConstrainedTupleModel) {
      for (const t of m.tuple) walk(t.value, false);
    }
  };
  walk(model, true);
  found.delete(model.name);
  return [...found].sort(compare);
}

/** A rendered model: its code and the other models it refers to. */
export interface RenderedModel {
  code: string;
  deps: string[];
}

/**
 * Renders every shared type and every event that is not an alias (own fields only for one that
 * extends a shared type), by name.
 * @throws GenerateError when modelina's models do not match the catalogue one to one.
 * @example (await renderModels(events, shared, sharedNames, ownSchemas)).get('AccountCreatedV1')?.code
 */
export async function renderModels(
  events: readonly EventInput[],
  shared: ReadonlyMap<string, SharedType>,
  sharedNames: readonly string[],
  ownSchemas: ReadonlyMap<EventInput, JsonObject>,
): Promise<Map<string, RenderedModel>> {
  // One document: every shared type once under `definitions`, every payload as a property of a
  // throw-away root model so modelina reaches all of them.
  const definitions: JsonObject = {};
  for (const defName of sharedNames) {
    const schema = shared.get(defName)!.schema as JsonObject;
    const doc =
      typeof schema.description === 'string'
        ? schema.description.trim().split('\n')
        : [`Shared object type \`<${defName}>\`.`];
    definitions[defName] = { ...schema, title: defName, 'x-ts-doc': doc };
  }
  const properties: JsonObject = {};
  for (const event of events) {
    if (event.aliasOf) continue;
    const { entry } = event;
    const description =
      typeof event.schema.description === 'string'
        ? event.schema.description.trim()
        : `\`${entry.type}\` ${entry.version} payload.`;
    const doc = [...description.split('\n'), '', `JSON Schema: ${entry.$id ?? entry.schema}`];
    const schema = ownSchemas.get(event) ?? (toModelinaSchema(event.schema, entry.schema) as JsonObject);
    properties[event.name] = { ...schema, title: event.name, description: undefined, 'x-ts-doc': doc };
  }
  for (const defName of sharedNames) properties[defName] = { $ref: `#/definitions/${defName}` };
  const ROOT = 'EnergyContractsGeneratorRoot';
  const input = { type: 'object', title: ROOT, properties, definitions };

  const generator = new TypeScriptGenerator({
    modelType: 'interface',
    enumType: 'union',
    mapType: 'record',
    // Wire names exactly as published: the seed's fields are all snake_case identifiers, so no quoting is needed;
    // anything else is quoted rather than renamed.
    constraints: {
      // The names are chosen above (and collision-checked); modelina's default would re-case `ABV1` to `Abv1`.
      modelName: ({ modelName }) => modelName.replace(/[^A-Za-z0-9_$]/g, '_'),
      propertyKey: ({ objectPropertyModel }) =>
        /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(objectPropertyModel.propertyName)
          ? objectPropertyModel.propertyName
          : JSON.stringify(objectPropertyModel.propertyName),
    },
    // `obj` fields come out as Record<string, unknown>, never any.
    typeMapping: { Any: () => 'unknown' },
    processorOptions: { jsonSchema: { ignoreAdditionalProperties: true } },
    presets: [DOC_PRESET],
  });
  const outputs: OutputModel[] = await generator.generate(input);

  const rendered = new Map<string, RenderedModel>();
  for (const output of outputs) {
    if (output.modelName === ROOT) continue;
    if (rendered.has(output.modelName))
      throw new GenerateError(`modelina rendered ${output.modelName} twice: two different schemas share that name`);
    rendered.set(output.modelName, { code: output.result, deps: modelDependencies(output.model) });
  }
  const expected = new Set([...sharedNames, ...events.filter((e) => !e.aliasOf).map((e) => e.name)]);
  const missing = [...expected].filter((n) => !rendered.has(n));
  const extra = [...rendered.keys()].filter((n) => !expected.has(n));
  if (missing.length > 0 || extra.length > 0) {
    throw new GenerateError(
      `modelina's models do not match the catalogue: missing [${missing.join(', ')}], unexpected [${extra.join(', ')}] (an inline object schema needs a shared $defs type)`,
    );
  }

  return rendered;
}
