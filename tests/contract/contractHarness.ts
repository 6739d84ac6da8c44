import {
  contracts,
  loadContract,
  makeAjv,
  type OpenApiDoc,
  operationsOf,
} from '../../server/lib/contract.ts';

export type Operation = ReturnType<typeof operationsOf>[number] & { prefix: string; contract: string };

/** Every operation of both contracts, with the prefix it is served under. */
export function allOperations(): Operation[] {
  return contracts.flatMap((c) =>
    operationsOf(loadContract(c.file)).map((o) => ({ ...o, prefix: c.prefix, contract: c.name })),
  );
}

const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Validates response bodies against the schema the contract documents for an operation and status. */
export function responseValidator() {
  const ajv = makeAjv({ coerce: false });
  const docs = new Map<string, OpenApiDoc>();
  for (const c of contracts) {
    const doc = loadContract(c.file);
    docs.set(c.name, doc);
    ajv.addSchema({ $id: `${c.name}.json`, ...doc, $schema: undefined }, undefined, undefined, false);
  }
  return (op: Operation, status: number, contentType: string, body: unknown) => {
    const responses = op.op.responses as Record<string, { content?: Record<string, unknown>; $ref?: string }>;
    const documented = responses[String(status)] ?? responses.default;
    if (!documented) return `status ${status} is not documented for ${op.operationId}`;
    const key = responses[String(status)] ? String(status) : 'default';
    let base = `${op.contract}.json#/paths/${pointer(op.path)}/${op.method.toLowerCase()}/responses/${key}`;
    let content = documented.content;
    if (documented.$ref) {
      const ref = documented.$ref.replace(/^#\//, '');
      base = `${op.contract}.json#/${ref}`;
      let node: unknown = docs.get(op.contract);
      for (const part of ref.split('/')) node = (node as Record<string, unknown>)[part];
      content = (node as { content?: Record<string, unknown> }).content;
    }
    if (!content) return body === '' || body === undefined ? null : `no content documented for ${status}`;
    const media = Object.keys(content).find((m) => contentType.startsWith(m)) ?? null;
    if (!media) return `content type ${contentType} is not documented (${Object.keys(content).join(', ')})`;
    if (!media.includes('json')) return null;
    const validate = ajv.compile({ $ref: `${base}/content/${pointer(media)}/schema` });
    if (validate(body)) return null;
    return ajv.errorsText(validate.errors, { dataVar: 'body' });
  };
}
