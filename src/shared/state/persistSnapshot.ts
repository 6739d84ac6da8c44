// The device's copy of a store: the snapshot of one of its nodes, kept under a key of browser storage.
// It is put back with applySnapshot (the node's type reads older shapes through its snapshot processor,
// those of the older keys named too, which are removed once read) and saved on every snapshot (these
// change on a partner's action or an answer, rarely). A full, absent or corrupted storage never throws:
// the node keeps what it has.
import {
  applySnapshot,
  getParent,
  getPathParts,
  getSnapshot,
  type IAnyStateTreeNode,
  type IDisposer,
  onSnapshot,
} from 'mobx-state-tree';
import type { KeyValueStorage } from './persistedValue';

/** `node`: a property of a store (its type a snapshot processor reading older shapes). */
type Options = { key: string; storage: KeyValueStorage; node: IAnyStateTreeNode; older?: readonly string[] };

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    // Storage refused (full, unavailable) or the stored value did not fit: the node keeps what it has.
    return undefined;
  }
}

/** The nodes kept on the device, with what stops it: a second call (start-up run again) changes nothing. */
const kept = new WeakMap<IAnyStateTreeNode, IDisposer>();

/** Restores the node from the device and keeps saving it there; answers the disposer that stops saving. */
export function persistSnapshot({ key, storage, node, older = [] }: Options): IDisposer {
  const running = kept.get(node);
  if (running) return running;
  const read = (k: string) => attempt(() => JSON.parse(storage.getItem(k) ?? 'null') as unknown) ?? null;
  const current = read(key);
  const previous = current === null ? older.map(read).find((value) => value !== null) : undefined;
  const stored = current ?? previous;
  // Applied through the parent: MST runs a snapshot processor's preProcessor when it reconciles the
  // property, not on applySnapshot to the node itself.
  const parent = getParent<IAnyStateTreeNode & Record<string, IAnyStateTreeNode>>(node);
  const property = getPathParts(node).at(-1) ?? '';
  if (stored != null)
    attempt(() => applySnapshot(parent, { ...getSnapshot<object>(parent), [property]: stored }));
  const save = (snapshot: unknown) => attempt(() => storage.setItem(key, JSON.stringify(snapshot)));
  const target = parent[property] ?? node;
  if (previous != null) save(getSnapshot(target));
  for (const k of older) attempt(() => storage.removeItem(k));
  const stop = onSnapshot(target, save);
  const dispose = () => {
    stop();
    kept.delete(target);
  };
  kept.set(target, dispose);
  return dispose;
}
