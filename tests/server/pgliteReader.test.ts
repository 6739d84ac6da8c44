import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchReader, pgliteReaders, readerState } from '../../scripts/patch-pglite.mjs';

// PGlite's reader as its build has it (names as minified): GET is r, SET is d, the DataView x, the
// offset w and the TextDecoder le, each a WeakMap of the private field.
const ORIGINAL =
  'class{string(t){return r(this,le).decode(this.bytes(t))}' +
  'bytes(t){let n=r(this,x).buffer.slice(r(this,w),r(this,w)+t);return d(this,w,r(this,w)+t),new Uint8Array(n)}}';

type Reader = { string(n: number): string; bytes(n: number): Uint8Array };

function reader(classSource: string, buffer: ArrayBuffer, offset: number): Reader {
  const [x, w, le] = [new WeakMap(), new WeakMap(), new WeakMap()];
  const r = (o: object, m: WeakMap<object, unknown>) => m.get(o);
  const d = (o: object, m: WeakMap<object, unknown>, v: unknown) => {
    m.set(o, v);
    return v;
  };
  const Class = new Function('r', 'd', 'x', 'w', 'le', `return ${classSource}`)(r, d, x, w, le);
  const it: Reader = new Class();
  x.set(it, new DataView(buffer));
  w.set(it, offset);
  le.set(it, new TextDecoder());
  return it;
}

describe("PGlite's protocol reader (scripts/patch-pglite.mjs, run by npm's postinstall)", () => {
  it('is patched in the installed package', () => {
    const readers = pgliteReaders();
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((r) => r.state !== 'patched').map((r) => r.path)).toEqual([]);
  });

  it('decodes text where it lies, reads what the original reads, and is patched once', () => {
    const patched = patchReader(ORIGINAL);
    expect(readerState(ORIGINAL)).toBe('original');
    expect(readerState(patched)).toBe('patched');
    expect(patched).not.toContain('decode(this.bytes(');
    expect(patchReader(patched)).toBe(patched);

    const fields = ['Dipesh Malik', '', '₹3,23,200 नमस्ते 😀', 'x'.repeat(300)];
    const encoded = fields.map((f) => new TextEncoder().encode(f));
    const bytes = new Uint8Array(7 + encoded.reduce((n, e) => n + e.length + 2, 0));
    let at = 7;
    for (const e of encoded) {
      bytes.set(e, at);
      at += e.length + 2;
    }
    const before = reader(ORIGINAL, bytes.buffer, 7);
    const after = reader(patched, bytes.buffer, 7);
    for (const [i, e] of encoded.entries()) {
      expect(after.string(e.length)).toBe(fields[i]);
      expect(before.string(e.length)).toBe(fields[i]);
      expect([...after.bytes(2)]).toEqual([...before.bytes(2)]);
    }
    // bytes(n) still gives a copy: changing the source afterwards does not change it.
    const copy = reader(patched, bytes.buffer, 7).bytes(3);
    bytes[7] = 0;
    expect(new TextDecoder().decode(copy)).toBe('Dip');
  });

  describe('a PGlite database', () => {
    let pg: PGlite;
    beforeAll(async () => {
      pg = await PGlite.create();
    });
    afterAll(async () => {
      await pg.close();
    });

    it('answers multi-byte text, empty strings and NULLs intact over many rows', async () => {
      const { rows, fields } = await pg.query<{ i: number; t: string; n: string | null }>(
        `SELECT i, repeat('₹ नमस्ते 😀 ', i % 4) || i AS t, CASE WHEN i % 3 = 0 THEN NULL ELSE '' END AS n
           FROM generate_series(1, 2000) i`,
      );
      expect(fields.map((f) => f.name)).toEqual(['i', 't', 'n']);
      expect(rows).toHaveLength(2000);
      for (const row of rows) {
        expect(row.t).toBe(`${'₹ नमस्ते 😀 '.repeat(row.i % 4)}${row.i}`);
        expect(row.n).toBe(row.i % 3 === 0 ? null : '');
      }
    });
  });
});
