// The utility actions of the shell and the project screens (spec 01 §2.2): open an address in a new
// tab, and download a file (a brochure) under a readable name.
import { saveBlob } from './saveBlob';

/** Opens the address in a new tab, without giving that page a handle on this one. */
export function openUrl(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** A file name made from a title: 'Skyline Heights' -> 'Skyline Heights.pdf' (no path characters). */
export function fileNameOf(title: string, extension: string): string {
  const base = title.replace(/[\\/:*?"<>|\s]+/g, ' ').trim() || 'download';
  return `${base}.${extension}`;
}

/** Fetches the file at the address and saves it under `fileName`; rejects when it cannot be fetched. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`The file could not be downloaded (${answer.status})`);
  saveBlob(await answer.blob(), fileName);
}
