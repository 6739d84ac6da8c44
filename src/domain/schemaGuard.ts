// A type guard from a JSON schema, for values read back from browser storage. It interprets the
// schema (@cfworker/json-schema) instead of compiling it to code as ajv does with `new Function`,
// so the app runs under a Content-Security-Policy without 'unsafe-eval'.
import { type Schema, Validator } from '@cfworker/json-schema';

/** A JSON schema as written in the code (plain objects, `as const` ones too). */
export type JsonSchema = Readonly<Record<string, unknown>>;

export function schemaGuard<T>(schema: JsonSchema): (value: unknown) => value is T {
  // The validator reads the schema only; its Schema type is a mutable, narrower spelling of the same.
  const validator = new Validator(schema as Schema, '2020-12');
  return (value: unknown): value is T => validator.validate(value).valid;
}

/** An object schema that requires every property it lists and allows no other. */
export function closedObject(properties: Readonly<Record<string, JsonSchema>>): JsonSchema {
  return { type: 'object', required: Object.keys(properties), additionalProperties: false, properties };
}
