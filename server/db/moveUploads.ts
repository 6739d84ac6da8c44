// Earlier releases kept files under DATA_DIR/uploads ({key}, with the original name in {key}.name).
// At start they move into the file store, once: each file is stored, then removed from the disk, so a
// start that stops half-way finishes the move at the next one.
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cleanFileName, type FileStore, isFileKey, saveFile } from '../lib/fileStore.ts';
import { assignFileOwners } from '../repos/userRepo.ts';
import type { Db } from './db.ts';

/** Moves the files of DATA_DIR/uploads into the store; answers how many were moved. */
export async function moveDiskUploads(db: Db, files: FileStore, dataDir: string): Promise<number> {
  const dir = join(dataDir, 'uploads');
  if (!existsSync(dir)) return 0;
  let moved = 0;
  for (const key of readdirSync(dir).filter(isFileKey)) {
    const path = join(dir, key);
    const namePath = `${path}.name`;
    // Files of the first releases have no name beside them.
    const name = existsSync(namePath) ? cleanFileName(readFileSync(namePath, 'utf8')) : key;
    // Already there when an earlier start stopped between storing and removing.
    if (!(await files.stat(key))) {
      await saveFile(files, db, { key, ownerId: null, name, bytes: readFileSync(path) });
      moved++;
    }
    rmSync(path, { force: true });
    rmSync(namePath, { force: true });
  }
  await assignFileOwners(db);
  try {
    rmdirSync(dir);
  } catch {
    // Something that is not a stored file is left where it was.
  }
  return moved;
}
