import fc from 'fast-check';

/** The part of JSON Schema (draft 2020-12, as zod writes it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

// Valid values stay small: the fuzzer is after the handlers' edges, not the body limit (a mutation tries that).
const MAX_ITEMS = 4;
const MAX_TEXT = 24;

const formats: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.emailAddress(),
  'date-time': () => fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
  date: () => fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  uuid: () => fc.uuid(),
};

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format && formats[schema.format]) return formats[schema.format]!();
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      const bounded = fc.stringMatching(pattern).filter((text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity));
      return fc.oneof(bounded, fc.string({ maxLength: MAX_TEXT }));
    } catch {
      // A pattern JavaScript cannot read: any text will do.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, minLength + MAX_TEXT));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : undefined);
  if (integer) {
    const low = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const high = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    return fc.oneof(fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(low, high)) }), fc.constantFrom(...[low, high, 0, 1].filter((v) => v >= low && v <= high).map(Math.round)));
  }
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = schemaArbitrary(property);
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object' && Object.keys(properties).length === 0) {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), schemaArbitrary(schema.additionalProperties), { maxKeys: MAX_ITEMS });
  }
  return record as fc.Arbitrary<Record<string, unknown>>;
}

/** An arbitrary of values the schema accepts (mostly: patterns JavaScript cannot read and refinements zod cannot write out are guessed). */
export function schemaArbitrary(schema: JsonSchema | boolean | undefined): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true || schema === false) return fc.anything({ maxDepth: 1 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => schemaArbitrary(choice)));
  if (schema.allOf?.length) return schemaArbitrary(Object.assign({}, ...schema.allOf) as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => schemaArbitrary({ ...schema, type: t })));
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => schemaArbitrary(item)));
      const minLength = schema.minItems ?? 0;
      return fc.array(schemaArbitrary(schema.items), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, minLength + MAX_ITEMS)) });
    }
    case 'object':
      return objectArbitrary(schema);
    default:
      return schema.properties ? objectArbitrary(schema) : fc.anything({ maxDepth: 1 });
  }
}
