// npm's postinstall: PGlite's protocol reader decodes each text field of a result from a copy of its
// bytes (`bytes(n)` copies them into a new ArrayBuffer with `ArrayBuffer.prototype.slice`), so a lead
// page of 50 rows makes an ArrayBuffer for each of its 2,750 fields. This decodes the field where it
// lies instead (a Uint8Array view over the same bytes, read at once by TextDecoder). `bytes(n)` itself,
// whose result a caller may keep, still copies. A lead page went from 6.5-7.7 to 5.2-5.6 ms on PGlite
// (four alternated runs of 300 pages at 10,000 leads).
//
// The build is minified, so the reader is found by its shape, in every built module of the package.
// The change is made once (a patched file is left as it is). When a new PGlite no longer has that shape,
// nothing is changed and a warning says so: the install goes on, and the test that checks the patch
// (tests/server/pgliteReader.test.ts) fails until this script is brought up to date or dropped.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(root, 'node_modules', '@electric-sql', 'pglite', 'dist');

// bytes(t){let n=GET(this,VIEW).buffer.slice(GET(this,OFFSET),GET(this,OFFSET)+t);return SET(this,OFFSET,GET(this,OFFSET)+t),new Uint8Array(n)}
const BYTES =
  /bytes\((\w+)\)\{let (\w+)=(\w+)\(this,(\w+)\)\.buffer\.slice\(\3\(this,(\w+)\),\3\(this,\5\)\+\1\);return (\w+)\(this,\5,\3\(this,\5\)\+\1\),new Uint8Array\(\2\)\}/;
// string(t){return GET(this,DECODER).decode(this.bytes(t))}
const STRING = /string\((\w+)\)\{return (\w+)\(this,(\w+)\)\.decode\(this\.bytes\(\1\)\)\}/;
const PATCHED = /string\((\w+)\)\{let u8\$=new Uint8Array\(\w+\(this,\w+\)\.buffer,/;

/** The reader's state in one built module's source: 'original', 'patched', or null when it has no reader. */
export function readerState(source) {
  if (PATCHED.test(source)) return 'patched';
  if (STRING.test(source) && BYTES.test(source)) return 'original';
  return null;
}

/** The source with the reader's string(n) decoding in place. */
export function patchReader(source) {
  const b = BYTES.exec(source);
  const s = STRING.exec(source);
  if (!b || !s) return source;
  const [, , , get, view, offset, set] = b;
  const [, n, getDecoder, decoder] = s;
  const at = `${get}(this,${offset})`;
  return source.replace(
    STRING,
    `string(${n}){let u8$=new Uint8Array(${get}(this,${view}).buffer,${at},${n});` +
      `return ${set}(this,${offset},${at}+${n}),${getDecoder}(this,${decoder}).decode(u8$)}`,
  );
}

/** Every built module (.js and .cjs) below `dir` that holds the reader: its path, state and source. */
function readersWithSource(dir) {
  const found = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.c?js$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        const state = readerState(source);
        if (state) found.push({ path, state, source });
      }
    }
  };
  walk(dir);
  return found;
}

/** The built modules (.js and .cjs) of the installed PGlite that hold the reader, with its state in each. */
export function pgliteReaders(dir = distDir) {
  return readersWithSource(dir).map(({ path, state }) => ({ path, state }));
}

export function patchPglite(dir = distDir) {
  const readers = existsSync(dir) ? readersWithSource(dir) : [];
  if (!readers.length) {
    console.warn('PGlite: its protocol reader has a new shape; scripts/patch-pglite.mjs left it unchanged.');
    return;
  }
  for (const r of readers) {
    if (r.state === 'original') writeFileSync(r.path, patchReader(r.source));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) patchPglite();
