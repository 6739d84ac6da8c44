// The workspace's mosaic tree: the default layout for a set of panes, and the validated restore of a
// stored layout (a stored entry that fails validation falls back to the default).
import type { MosaicNode } from 'react-mosaic-component';
import { isRecord } from '../../domain/guards';
import { type KeyValueStorage, persistedValue } from '../../shared/state/persistedValue';

export type PaneId = 'list' | 'detail' | 'compare' | 'pulse';
export type Layout = MosaicNode<PaneId>;

export const PANE_IDS: readonly PaneId[] = ['list', 'detail', 'compare', 'pulse'];
export const MOSAIC_STORAGE_VERSION = 1;

/** 'pp.mosaic.v1.leads' */
export function mosaicStorageKey(screen: string): string {
  return `pp.mosaic.v${MOSAIC_STORAGE_VERSION}.${screen}`;
}

/** The panes in their canonical order, e.g. 'list+detail+pulse' (the key of a stored layout). */
export function paneSignature(panes: readonly PaneId[]): string {
  return PANE_IDS.filter((id) => panes.includes(id)).join('+');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** List first; a detail pane takes a third of the width; Pulse a quarter (30 % beside the list alone). */
export function defaultLayout(panes: readonly PaneId[]): Layout {
  const present = PANE_IDS.filter((id) => panes.includes(id));
  if (present.length <= 1) return 'list';
  const details = present.filter((id) => id === 'detail' || id === 'compare');
  const hasPulse = present.includes('pulse');
  const pulseShare = hasPulse ? (details.length === 0 ? 30 : 25) : 0;
  const detailShare = details.length === 0 ? 0 : details.length === 1 ? 100 / 3 : 30;
  const listShare = 100 - pulseShare - detailShare * details.length;
  const percentages = present.map((id) => {
    if (id === 'list') return round(listShare);
    if (id === 'pulse') return pulseShare;
    return round(detailShare);
  });
  return { type: 'split', direction: 'row', children: [...present], splitPercentages: percentages };
}

function isPaneId(value: unknown): value is PaneId {
  return typeof value === 'string' && PANE_IDS.some((id) => id === value);
}

/** Rebuilds a tree from unknown data, or null when it is not a valid n-ary mosaic tree of known panes. */
function parseNode(value: unknown, depth: number): Layout | null {
  if (isPaneId(value)) return value;
  if (!isRecord(value) || depth > 8) return null;
  if (value.type === 'split') {
    const { direction, children, splitPercentages } = value;
    if (direction !== 'row' && direction !== 'column') return null;
    if (!Array.isArray(children) || children.length < 2) return null;
    const parsed: Layout[] = [];
    for (const child of children) {
      const node = parseNode(child, depth + 1);
      if (node === null) return null;
      parsed.push(node);
    }
    if (splitPercentages === undefined) return { type: 'split', direction, children: parsed };
    if (!Array.isArray(splitPercentages) || splitPercentages.length !== parsed.length) return null;
    const percentages: number[] = [];
    for (const p of splitPercentages) {
      if (typeof p !== 'number' || !Number.isFinite(p) || p <= 0 || p >= 100) return null;
      percentages.push(p);
    }
    const sum = percentages.reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 100) > 0.5) return null;
    return { type: 'split', direction, children: parsed, splitPercentages: percentages };
  }
  if (value.type === 'tabs') {
    const { tabs, activeTabIndex } = value;
    if (!Array.isArray(tabs) || tabs.length < 2 || !tabs.every(isPaneId)) return null;
    if (typeof activeTabIndex !== 'number' || !Number.isInteger(activeTabIndex)) return null;
    if (activeTabIndex < 0 || activeTabIndex >= tabs.length) return null;
    return { type: 'tabs', tabs: [...tabs], activeTabIndex };
  }
  return null;
}

export function layoutLeaves(node: Layout): PaneId[] {
  if (typeof node === 'string') return [node];
  if (node.type === 'tabs') return [...node.tabs];
  return node.children.flatMap(layoutLeaves);
}

/** A stored layout for exactly these panes (each once), or null when it does not fit or is invalid. */
export function validateLayout(value: unknown, panes: readonly PaneId[]): Layout | null {
  const node = parseNode(value, 0);
  if (node === null) return null;
  const leaves = layoutLeaves(node);
  const wanted = PANE_IDS.filter((id) => panes.includes(id));
  if (leaves.length !== wanted.length) return null;
  if (new Set(leaves).size !== leaves.length) return null;
  if (!wanted.every((id) => leaves.includes(id))) return null;
  return node;
}

type StoredLayouts = Record<string, unknown>;

/** The stored layouts of one screen, one per set of panes (each validated when it is used). */
function storedLayouts(screen: string) {
  return persistedValue<StoredLayouts>({
    key: mosaicStorageKey(screen),
    isValid: isRecord,
    restore: (stored) => stored,
    fallback: () => ({}),
  });
}

/** The stored layout of this screen for these panes, or the default when none is stored or it is invalid. */
export function restoreLayout(storage: KeyValueStorage, screen: string, panes: readonly PaneId[]): Layout {
  const stored = storedLayouts(screen).read(storage)[paneSignature(panes)];
  return validateLayout(stored, panes) ?? defaultLayout(panes);
}

/** Keeps the layout of this screen for its current set of panes (storage full: simply not kept). */
export function saveLayout(
  storage: KeyValueStorage,
  screen: string,
  panes: readonly PaneId[],
  layout: Layout,
): void {
  const persisted = storedLayouts(screen);
  const stored = persisted.read(storage);
  stored[paneSignature(panes)] = layout;
  persisted.write(storage, stored);
}
