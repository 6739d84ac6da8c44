export type ReaderState = 'original' | 'patched';
/** The reader's state in one built module's source: 'original', 'patched', or null when it has no reader. */
export function readerState(source: string): ReaderState | null;
/** The source with the reader's string(n) decoding in place. */
export function patchReader(source: string): string;
/** The built modules (.js and .cjs) of the installed PGlite that hold the reader, with its state in each. */
export function pgliteReaders(dir?: string): { path: string; state: ReaderState }[];
/** Patches every built module of the installed PGlite whose reader is the original one. */
export function patchPglite(dir?: string): void;
