// The device's copy of a store: the snapshot of one of its nodes, kept under a key of browser storage.
// It is put back with applySnapshot (the node's type reads older shapes through its snapshot processor,
// those of the older keys named too, which are removed once read) and saved on every snapshot (these
// change on a partner's action or an answer, rarely). A full, absent or corrupted storage never throws:
// the node keeps what it has.
import {
  applySnapshot,
  getSnapshot,
  type IAnyStateTreeNode,
  type IDisposer,
  onSnapshot,
} from 'mobx-state-tree';
import type { KeyValueStorage } from './persistedValue';

type Options = { key: string; storage: KeyValueStorage; node: IAnyStateTreeNode; older?: readonly string[] };

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    // Storage refused (full, unavailable) or the stored value did not fit: the node keeps what it has.
    return undefined;
  }
}

/** Restores the node from the device and keeps saving it there; answers the disposer that stops saving. */
export function persistSnapshot({ key, storage, node, older = [] }: Options): IDisposer {
  const read = (k: string) => attempt(() => JSON.parse(storage.getItem(k) ?? 'null') as unknown) ?? null;
  const current = read(key);
  const previous = current === null ? older.map(read).find((value) => value !== null) : undefined;
  const stored = current ?? previous;
  if (stored != null) attempt(() => applySnapshot(node, stored));
  const save = (snapshot: unknown) => attempt(() => storage.setItem(key, JSON.stringify(snapshot)));
  if (previous != null) save(getSnapshot(node));
  for (const k of older) attempt(() => storage.removeItem(k));
  return onSnapshot(node, save);
}
