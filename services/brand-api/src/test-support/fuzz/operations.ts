/** The parts of JSON Schema (as the OpenAPI document writes it) the fuzz suite reads. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  maxProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document: `POST /api/booking/create/{storeId}`. */
export interface Operation {
  key: string;
  method: 'GET' | 'POST';
  /** The path as the document writes it, `{name}` for each path parameter. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; null when the operation takes none. */
  body: JsonSchema | null;
  /** The media types the operation reads a body as (`application/json`, and a form for a few). */
  bodyTypes: string[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every operation the document lists, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST') throw new Error(`The fuzz suite does not know how to send ${upper} ${path} yet`);
      return {
        key: `${upper} ${path}`,
        method: upper,
        path,
        parameters: (operation.parameters ?? []).map((parameter) => {
          if (parameter.in !== 'path' && parameter.in !== 'query' && parameter.in !== 'header') throw new Error(`Unknown parameter place ${parameter.in} in ${upper} ${path}`);
          return { name: parameter.name, in: parameter.in, required: parameter.required === true, schema: parameter.schema };
        }),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
      };
    }),
  );
}

/** The deepest nesting of arrays and objects a value valid against `schema` can have (the body itself is level 1). */
export function schemaDepth(schema: JsonSchema): number {
  const pending: [JsonSchema, number][] = [[schema, 0]];
  let deepest = 0;
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [node, depth] = item;
    const types = ([] as string[]).concat(node.type ?? []);
    const nests = types.includes('object') || types.includes('array');
    const level = nests ? depth + 1 : depth;
    deepest = Math.max(deepest, level);
    for (const alternative of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) pending.push([alternative, depth]);
    for (const property of Object.values(node.properties ?? {})) pending.push([property, level]);
    if (typeof node.additionalProperties === 'object') pending.push([node.additionalProperties, level]);
    if (node.items) pending.push([node.items, level]);
  }
  return deepest;
}
