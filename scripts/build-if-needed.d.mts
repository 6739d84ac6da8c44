/** Builds the web app into outDir (default dist/) when a source file is newer than the last build; true when it built. */
export function buildIfNeeded(outDir?: string): boolean;
