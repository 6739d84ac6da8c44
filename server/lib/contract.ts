import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnySchema, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The two contracts and the prefix each is served under (design.md: /api and /engage). */
export const contracts = [
  { name: 'portal', file: join(root, 'openapi', 'portal.yaml'), prefix: '/api' },
  { name: 'engage', file: join(root, 'openapi', 'engage.yaml'), prefix: '/engage' },
] as const;

export type OpenApiDoc = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, unknown>;
  security?: unknown[];
};
export type OpenApiOperation = {
  operationId: string;
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function loadContract(file: string): OpenApiDoc {
  return parse(readFileSync(file, 'utf8')) as OpenApiDoc;
}

/** Every operation of a contract with its method, path, whether it needs a bearer token and whose. */
export function operationsOf(doc: OpenApiDoc) {
  const ops: {
    operationId: string;
    method: string;
    path: string;
    secured: boolean;
    /** The security schemes it takes (bearerAuth: a partner's token; crmServiceToken: the CRM's). */
    schemes: string[];
    op: OpenApiOperation;
  }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of httpMethods) {
      const op = item[method];
      if (!op) continue;
      const security = op.security ?? doc.security ?? [];
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        secured: security.length > 0,
        schemes: security.flatMap((s) => Object.keys(s as object)),
        op,
      });
    }
  }
  return ops;
}

/**
 * The one ajv set-up, used by the server to validate requests and by the tests to validate responses.
 * Nothing is removed or defaulted silently; query strings and path parameters are coerced from text.
 */
export function makeAjv(opts: { coerce: boolean }) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    removeAdditional: false,
    useDefaults: false,
    coerceTypes: opts.coerce ? 'array' : false,
  });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

/**
 * A validator for one schema of a contract's components (with the components it refers to), for
 * JSON carried inside another body, such as the `data` part of a multipart form.
 */
export function componentValidator<T>(contract: (typeof contracts)[number]['name'], schema: string) {
  const found = contracts.find((c) => c.name === contract);
  if (!found) throw new Error(`No contract named ${contract}`);
  const ajv = makeAjv({ coerce: false });
  ajv.addSchema({ $id: contract, components: loadContract(found.file).components });
  return ajv.compile<T>({ $ref: `${contract}#/components/schemas/${schema}` });
}

/**
 * A header parameters schema as the request's headers are matched: Node hands header names over in
 * lower case, and fastify leaves the schema as it is when the app brings its own validator compiler,
 * so `Idempotency-Key` would never meet `idempotency-key` and would go unchecked.
 */
export function lowerCaseHeaderSchema(schema: AnySchema): AnySchema {
  if (typeof schema !== 'object' || schema === null) return schema;
  const properties: Record<string, unknown> | undefined = schema.properties;
  const required: unknown = schema.required;
  return {
    ...schema,
    ...(properties && {
      properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v])),
    }),
    ...(Array.isArray(required) && { required: required.map((k) => String(k).toLowerCase()) }),
  };
}

/** A NUL or a lone surrogate: what no text of the request may hold (neither is text PostgreSQL keeps). */
export const NOT_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** An integer of a path, query or header: decimal digits, no sign, exponent or leading zero. */
const DECIMAL = /^(0|[1-9][0-9]*)$/;
/** The largest integer an id column holds (PostgreSQL integer) unless the contract says otherwise. */
const INTEGER_MAX = 2_147_483_647;

type PropertySchema = { type?: unknown; maximum?: number; items?: PropertySchema };
type TextValidator = ((data: unknown) => boolean | { error: Error }) & {
  errors?: ValidateFunction['errors'];
};

/** Why a text part of the URL (or a header) is refused before its schema is checked: undefined when it is not. */
function textProblem(data: unknown, properties: Record<string, PropertySchema>): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [name, value] of Object.entries(data)) {
    const schema = properties[name] ?? properties[name.toLowerCase()];
    const integer =
      schema?.type === 'integer' ? schema : schema?.items?.type === 'integer' ? schema.items : null;
    for (const text of Array.isArray(value) ? value : [value]) {
      if (typeof text !== 'string') continue;
      if (NOT_TEXT.test(text))
        return `${name} holds a character that is not text (a NUL byte or a lone surrogate)`;
      if (!integer) continue;
      if (!DECIMAL.test(text))
        return `${name} must be a whole number in digits (no sign, exponent or leading zero)`;
      if (Number(text) > (integer.maximum ?? INTEGER_MAX)) return `${name}: the number is out of range`;
    }
  }
  return undefined;
}

/**
 * A path, query or header validator: integers are plain decimal digits within range (ajv's coercion
 * would take '1e2' as 100 and '01' as 1), text has no NUL and no lone surrogate, then the schema.
 */
export function strictTextValidator(schema: AnySchema, validate: ValidateFunction): TextValidator {
  const properties: Record<string, PropertySchema> =
    typeof schema === 'object' && schema.properties ? schema.properties : {};
  const checked: TextValidator = (data) => {
    const problem = textProblem(data, properties);
    if (problem) return { error: Object.assign(new Error(problem), { statusCode: 400 }) };
    const ok = validate(data);
    checked.errors = validate.errors;
    return ok;
  };
  return checked;
}
