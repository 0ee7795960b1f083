import fc from 'fast-check';
import type { JsonSchema } from './operations';

/**
 * Values that make sense for a field of this API, by field name (`storeId`: a seeded restaurant),
 * mixed in with what the schema alone allows so that valid requests get past the handlers' own
 * checks (an existing restaurant, a date ahead) and exercise them.
 */
export type Realistic = Record<string, fc.Arbitrary<unknown>>;

/** Generated collections stay short: the hostile catalogue, not these, sends the big ones. */
const MAX_GENERATED_ITEMS = 4;
const MAX_GENERATED_TEXT = 40;
/** Letters for `\p{L}` in a pattern, and characters beyond ASCII for free text: accents, ligatures, CJK, emoji, odd spaces. */
const LETTERS = 'A-Za-zÀ-ÖØ-öø-ÿŒœ';
const BEYOND_ASCII = ['é', 'ü', 'ß', 'Œ', 'ﬀ', 'Ω', 'ж', '日', 'ع', '🎂', '👩‍🍳', '\u00A0', '\u2028', 'e\u0301', ' ', 'a', "'"];

const typesOf = (schema: JsonSchema): string[] => {
  const types = ([] as string[]).concat(schema.type ?? []);
  return schema.nullable && !types.includes('null') ? [...types, 'null'] : types;
};

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.MAX_SAFE_INTEGER;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  switch (schema.format) {
    case 'email':
      return fc.oneof(fc.emailAddress(), fc.stringMatching(/^[a-z0-9._-]{1,20}@example\.com$/)).filter(fits);
    case 'date':
      return fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    default:
      break;
  }
  if (schema.pattern) {
    // A pattern's own repetitions keep its strings short; the bounds only filter. Letters come
    // from Latin ones: fast-check maps a whole Unicode class (`\p{L}`) at a cost of seconds.
    const pattern = new RegExp(schema.pattern, 'u');
    return fc.stringMatching(new RegExp(schema.pattern.replaceAll('\\p{L}', LETTERS), 'u')).filter((text) => fits(text) && pattern.test(text));
  }
  const length = { minLength, maxLength: Math.max(minLength, Math.min(maxLength, MAX_GENERATED_TEXT)) };
  return fc.oneof(fc.string({ unit: 'grapheme-ascii', ...length }), fc.string({ unit: fc.constantFrom(...BEYOND_ASCII), ...length }).filter(fits));
}

function objectOf(schema: JsonSchema, realistic: Realistic): fc.Arbitrary<unknown> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) shape[name] = valueOf(property, name, realistic);
  const record = fc.record(shape, { requiredKeys: (schema.required ?? []).filter((name) => name in shape) });
  if (typeof schema.additionalProperties !== 'object') return record;
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), valueOf(schema.additionalProperties, '', realistic), {
    maxKeys: Math.min(schema.maxProperties ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
    noNullPrototype: true,
  });
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

function arrayOf(schema: JsonSchema, name: string, realistic: Realistic): fc.Arbitrary<unknown[]> {
  // Realistic values of an array's items are listed as `name[]` (`menuIds[]`).
  const items = schema.items ? valueOf(schema.items, `${name}[]`, realistic) : fc.jsonValue({ maxDepth: 1 });
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS));
  return schema.uniqueItems
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
    : fc.array(items, { minLength, maxLength });
}

function ofType(type: string, schema: JsonSchema, name: string, realistic: Realistic): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringOf(schema);
    case 'array':
      return arrayOf(schema, name, realistic);
    case 'object':
      return objectOf(schema, realistic);
    default:
      throw new Error(`The fuzz suite does not know the JSON Schema type ${type}`);
  }
}

/**
 * Values valid against `schema` (as far as its keywords go: a pattern, a format, bounds,
 * required and optional properties), or one of the realistic values for a field called `name`.
 */
export function valueOf(schema: JsonSchema, name: string, realistic: Realistic): fc.Arbitrary<unknown> {
  const fromSchema = ((): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((alternative) => valueOf(alternative, name, realistic)));
    const types = typesOf(schema);
    if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
    return fc.oneof(...types.map((type) => ofType(type, schema, name, realistic)));
  })();
  const known = realistic[name];
  return known ? fc.oneof({ arbitrary: known, weight: 4 }, { arbitrary: fromSchema, weight: 1 }) : fromSchema;
}
