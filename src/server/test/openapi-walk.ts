/**
 * Reading an OpenAPI document to find every string a request carries (src/server/platform/http/
 * unstorable-strings.int.test.ts). No vitest imports: plain helpers.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema: JsonSchema;
}
export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export type Path = (string | number)[];
export interface Field {
  path: Path;
  /** The document's schema of the string; undefined inside a body the document only calls "an object". */
  schema?: JsonSchema;
  /** The key of a map entry (e.g. speakerNames' "Speaker 1") rather than its value. */
  key?: boolean;
  /** The document names it but the baseline lacks it: the baseline must be completed. */
  missing?: boolean;
}

export const variantsOf = (s: JsonSchema | undefined): JsonSchema[] =>
  s ? [s, ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(variantsOf)] : [];
export const isStringSchema = (s: JsonSchema) =>
  s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every string the schema names in `sample` (and, where the schema says nothing, every string the sample has). */
export function stringFields(schema: JsonSchema | undefined, sample: unknown, path: Path = []): Field[] {
  const variants = variantsOf(schema);
  const stringSchema = variants.find(isStringSchema);
  if (stringSchema || typeof sample === 'string') {
    return [{ path, schema: stringSchema, missing: sample === undefined }];
  }
  const items = variants.find((v) => v.items)?.items;
  if (items || Array.isArray(sample)) {
    const elements = Array.isArray(sample) && sample.length ? sample : [undefined];
    return elements.flatMap((el, i) => stringFields(items, el, [...path, i]));
  }
  const properties = Object.assign({}, ...variants.map((v) => v.properties ?? {})) as Record<string, JsonSchema>;
  const additional = variants.find((v) => typeof v.additionalProperties === 'object')?.additionalProperties as
    JsonSchema | undefined;
  const object = isRecord(sample) ? sample : {};
  const fields = Object.entries(properties).flatMap(([name, s]) => stringFields(s, object[name], [...path, name]));
  for (const [name, value] of Object.entries(object)) {
    if (name in properties) continue;
    fields.push(...stringFields(additional, value, [...path, name]));
    // A typed map's keys are strings of the request too; an opaque object's are checked by the service's schema.
    if (additional && Object.keys(additional).length)
      fields.push({ path: [...path, name], schema: additional, key: true });
  }
  return fields;
}

/** The valid value with the bad one inserted after its first character: only the bad character is wrong. */
export const spliced = (valid: string, bad: string) => valid.slice(0, 1) + bad + valid.slice(1);
export const encodedSpliced = (valid: string, bad: string) =>
  encodeURIComponent(valid.slice(0, 1)) + bad + encodeURIComponent(valid.slice(1));

export function withValue(
  body: unknown,
  path: Path,
  change: (old: unknown, parent: Record<string | number, unknown>) => void,
) {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  change(parent[path[path.length - 1]!], parent);
  return copy;
}

/** A field's schema is a closed set (enum, uuid, date-time ...): any validation error will do, not only ours. */
export const isClosed = (s: JsonSchema | undefined) =>
  !!s && variantsOf(s).some((v) => v.enum !== undefined || v.format);
