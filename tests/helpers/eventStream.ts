import type { FastifyInstance, InjectOptions } from 'fastify';

/*
 * A partner's event stream (GET /api/events) read as a browser's fetch reads it: block by block,
 * each `id:`/`data:` block an event, comment lines skipped.
 */

export type StreamEvent = { id: string; event: string; data: Record<string, unknown> };

export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

export async function openStream(base: string, auth: Record<string, string>, lastEventId?: number) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { ...auth, ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) },
    signal: controller.signal,
  });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';

  /** The next block of the stream; null when the server ended it. */
  const nextBlock = async (): Promise<string | null> => {
    while (!buffer.includes('\n\n')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return null;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
    const at = buffer.indexOf('\n\n');
    const block = buffer.slice(0, at);
    buffer = buffer.slice(at + 2);
    return block;
  };

  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    /** Waits for the comment that says the stream is live (what it missed was sent). */
    async live() {
      for (;;) {
        const block = await nextBlock();
        if (block === null) throw new Error('The stream ended before it was live');
        if (block === ': live') return;
        if (block.includes('data:')) throw new Error(`An event before live: ${block}`);
      }
    },
    /** The next `n` events (comments and the retry field skipped). */
    async events(n: number): Promise<StreamEvent[]> {
      const out: StreamEvent[] = [];
      while (out.length < n) {
        const block = await nextBlock();
        if (block === null) throw new Error(`The stream ended after ${out.length} of ${n} events`);
        const fields = new Map(
          block
            .split('\n')
            .filter((l) => !l.startsWith(':'))
            .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()] as const),
        );
        const data = fields.get('data');
        if (data === undefined) continue;
        out.push({ id: fields.get('id') ?? '', event: fields.get('event') ?? '', data: JSON.parse(data) });
      }
      return out;
    },
    /**
     * Every event the stream still holds, read until the server ends or cuts it (a stream closed at its
     * byte cap ends without the chunked body's last chunk).
     */
    async rest(): Promise<StreamEvent[]> {
      const out: StreamEvent[] = [];
      try {
        for (;;) out.push(...(await this.events(1)));
      } catch {
        return out;
      }
    },
    /** Resolves when the server ends the stream (what it sent until then is read and dropped). */
    async ended(): Promise<void> {
      while ((await nextBlock()) !== null) {}
    },
    close() {
      controller.abort();
    },
  };
}

export type OpenStream = Awaited<ReturnType<typeof openStream>>;

/**
 * `app.inject` for the generated tests that call every operation: the same answer, except that an
 * event stream (which never ends) is read until it is live, what it sent so far as the body.
 */
export async function injectUntilLive(app: Pick<FastifyInstance, 'inject'>, opts: InjectOptions) {
  const res = await app.inject({ ...opts, payloadAsStream: true });
  const streaming = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) {
    chunks.push(Buffer.from(chunk as Uint8Array));
    if (streaming && Buffer.concat(chunks).toString().includes(': live\n\n')) break;
  }
  const rawPayload = Buffer.concat(chunks);
  const body = rawPayload.toString();
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    rawPayload,
    body,
    payload: body,
    json: () => JSON.parse(body) as unknown,
  };
}
