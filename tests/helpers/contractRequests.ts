import fc from 'fast-check';
import { contracts, loadContract, type OpenApiDoc } from '../../server/lib/contract.ts';
import { allOperations, type Operation } from '../contract/contractHarness.ts';

/*
 * The operations of both contracts with their parameters and request bodies resolved, and
 * fast-check arbitraries of the values their schemas take: what the generated tests (the fuzz and the
 * authorization matrix) build their requests from.
 */

export type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: unknown;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};
export type Param = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema };
export type MediaType =
  | 'application/json'
  | 'application/x-www-form-urlencoded'
  | 'multipart/form-data'
  | 'text/plain';
export type ContractOp = Operation & {
  doc: OpenApiDoc;
  params: Param[];
  body: { required: boolean; media: Record<string, Schema> } | undefined;
};
// ------------------------------------------------------------------ the contract, resolved

export function resolve(doc: OpenApiDoc, node: Schema | undefined): Schema {
  let s: Schema = node ?? {};
  for (let i = 0; s.$ref && i < 20; i++) {
    let target: unknown = doc;
    for (const part of s.$ref.replace(/^#\//, '').split('/'))
      target = (target as Record<string, unknown>)[part];
    s = target as Schema;
  }
  if (s.allOf) {
    const parts = s.allOf.map((p) => resolve(doc, p));
    const merged: Schema = { ...s, allOf: undefined };
    for (const p of parts) {
      Object.assign(merged, { ...p, properties: { ...merged.properties, ...p.properties } });
      merged.required = [...(merged.required ?? []), ...(p.required ?? [])];
    }
    return merged;
  }
  return s;
}

export function contractOperations(): ContractOp[] {
  const docs = new Map(contracts.map((c) => [c.name, loadContract(c.file)]));
  return allOperations().map((o) => {
    const doc = docs.get(o.contract as (typeof contracts)[number]['name']) as OpenApiDoc;
    const item = doc.paths[o.path] as Record<string, unknown> & { parameters?: Schema[] };
    const params = [...(item.parameters ?? []), ...((o.op.parameters ?? []) as Schema[])].map((p) => {
      const r = resolve(doc, p) as unknown as Param;
      return { ...r, schema: resolve(doc, r.schema) };
    });
    const rb = o.op.requestBody as
      | { required?: boolean; content?: Record<string, { schema: Schema }> }
      | undefined;
    const body = rb?.content
      ? {
          required: rb.required === true,
          media: Object.fromEntries(Object.entries(rb.content).map(([m, c]) => [m, resolve(doc, c.schema)])),
        }
      : undefined;
    return { ...o, doc, params, body };
  });
}

// ------------------------------------------------------------------ valid values, from the schemas

export const INT32_MAX = 2 ** 31 - 1;

export const typesOf = (s: Schema): string[] =>
  Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [];

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const dates = fc.date({
  min: new Date('2020-01-01'),
  max: new Date('2026-12-31'),
  noInvalidDate: true,
});

/** Values the schema takes (as best it can: oneOf branches are not checked for exclusivity). */
export function valid(doc: OpenApiDoc, node: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(doc, node);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.oneOf ?? s.anyOf;
  if (branches) return fc.oneof(...branches.map((b) => valid(doc, b, depth + 1)));
  const types = typesOf(s);
  if (types.length === 0) return fc.constant('x');
  return fc.oneof(...types.map((t) => validOfType(doc, s, t, depth)));
}

export function validOfType(doc: OpenApiDoc, s: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: s.minimum ?? 0, max: Math.min(s.maximum ?? 100_000, INT32_MAX) });
    case 'number':
      return fc.double({ min: s.minimum ?? 0, max: s.maximum ?? 100_000, noNaN: true });
    case 'string': {
      const minLength = s.minLength ?? 0;
      const maxLength = Math.min(s.maxLength ?? 24, Math.max(minLength, 24));
      if (s.format === 'date') return dates.map(isoDate);
      if (s.format === 'date-time') return dates.map((d) => d.toISOString());
      if (s.format === 'email') return fc.constantFrom('asha@example.in', 'r.k@mail.example.com');
      if (s.format === 'uuid') return fc.uuid();
      if (s.format === 'binary') return fc.constant('');
      if (s.pattern) {
        return fc
          .stringMatching(new RegExp(s.pattern))
          .filter((x) => x.length >= minLength && x.length <= (s.maxLength ?? Number.POSITIVE_INFINITY));
      }
      return fc.string({ minLength, maxLength });
    }
    case 'array':
      return fc.array(valid(doc, s.items ?? {}, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      if (depth > 6) return fc.constant({});
      const props = s.properties ?? {};
      const required = s.required ?? [];
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valid(doc, v, depth + 1)]));
      return fc.record(model, { requiredKeys: required.filter((k) => k in props) });
    }
    default:
      return fc.constant(null);
  }
}

// ------------------------------------------------------------------ requests

/** A request's parts: its path, query and header parameters as text, and its body. */
export type Parts = {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
};

/** The URL of an operation with these parts (a path parameter left out is 1). */
export function urlOf(op: ContractOp, parts: Parts): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(parts.path[name] ?? '1'),
  );
  const query = Object.entries(parts.query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return `${op.prefix}${path}${query ? `?${query}` : ''}`;
}

/** Valid parameters and body for an operation (best effort), as text where they travel as text. */
export function validParts(op: ContractOp): fc.Arbitrary<Parts> {
  const byPlace = (place: Param['in']) =>
    fc.record(
      Object.fromEntries(
        op.params
          .filter((p) => p.in === place)
          .map((p) => [p.name, valid(op.doc, p.schema).map((v) => String(v))]),
      ),
      {
        requiredKeys: op.params
          .filter((p) => p.in === place && (p.required || place === 'path'))
          .map((p) => p.name),
      },
    ) as fc.Arbitrary<Record<string, string>>;
  const media = op.body ? (Object.keys(op.body.media)[0] as string) : undefined;
  const body = media && op.body ? valid(op.doc, op.body.media[media] as Schema) : fc.constant(undefined);
  return fc.record({ path: byPlace('path'), query: byPlace('query'), headers: byPlace('header'), body });
}
