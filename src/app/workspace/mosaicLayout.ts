// The workspace's mosaic tree: the default layout for a set of panes, and the validated restore of a
// stored layout (a stored entry that fails validation falls back to the default).
import type { MosaicNode } from 'react-mosaic-component';
import { isRecord } from '../../domain/guards';
import { type KeyValueStorage, persistedValue } from '../../shared/state/persistedValue';

export type PaneId = 'list' | 'detail' | 'compare' | 'pulse';
export type Layout = MosaicNode<PaneId>;

export const PANE_IDS: readonly PaneId[] = ['list', 'detail', 'compare', 'pulse'];
export const MOSAIC_STORAGE_VERSION = 2;

/** Each partner's layouts are their own and outlive signing out: 'pp.mosaic.v2.17.leads' for user 17. */
export function mosaicStorageKey(userId: number, screen: string): string {
  return `pp.mosaic.v${MOSAIC_STORAGE_VERSION}.${userId}.${screen}`;
}

/** The list keeps this width beside its panels (narrower, its toolbar stacks and its columns scroll). */
export const MIN_LIST_WIDTH = 560;
/** A panel beside the list is never narrower than this. */
export const MIN_PANEL_WIDTH = 280;
/**
 * Below this workspace width (a window of about 1200 px, the navigation beside it) the list and a lead's
 * panel do not both fit: the panel lies over the list, as wide as its tabs need.
 */
export const MIN_SIDE_BY_SIDE_WIDTH = 960;

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

/**
 * The layout as it fits a workspace `width` px wide: when the panels beside the list would leave it
 * narrower than MIN_LIST_WIDTH, they give up width (down to MIN_PANEL_WIDTH each); when that is not
 * enough, they stack in one column beside the list. Only a row with the list in it is adjusted.
 */
export function fitLayout(layout: Layout, width: number): Layout {
  if (typeof layout === 'string' || layout.type !== 'split' || layout.direction !== 'row') return layout;
  const { children } = layout;
  const listIndex = children.indexOf('list');
  if (listIndex < 0 || width <= 0) return layout;
  const percentages = layout.splitPercentages ?? children.map(() => 100 / children.length);
  const minPanel = (100 * MIN_PANEL_WIDTH) / width;
  const minList = Math.min((100 * MIN_LIST_WIDTH) / width, 100 - minPanel);
  const listShare = percentages[listIndex] ?? 0;
  if (listShare >= minList) return layout;
  const need = minList - listShare;
  const room = percentages.map((p, i) => (i === listIndex ? 0 : Math.max(0, p - minPanel)));
  const totalRoom = room.reduce((a, b) => a + b, 0);
  if (totalRoom >= need) {
    const fitted = percentages.map((p, i) =>
      i === listIndex ? round(minList) : round(p - (need * (room[i] ?? 0)) / totalRoom),
    );
    return { ...layout, splitPercentages: fitted };
  }
  const others = children.filter((_, i) => i !== listIndex);
  const side: Layout =
    others.length === 1 && others[0] !== undefined
      ? others[0]
      : { type: 'split', direction: 'column', children: others };
  const listFirst = listIndex === 0;
  return {
    type: 'split',
    direction: 'row',
    children: listFirst ? ['list', side] : [side, 'list'],
    splitPercentages: listFirst
      ? [round(minList), round(100 - minList)]
      : [round(100 - minList), round(minList)],
  };
}

type StoredLayouts = Record<string, unknown>;

/** The stored layouts of one partner's screen, one per set of panes (each validated when it is used). */
function storedLayouts(userId: number, screen: string) {
  return persistedValue<StoredLayouts>({
    key: mosaicStorageKey(userId, screen),
    isValid: isRecord,
    restore: (stored) => stored,
    fallback: () => ({}),
  });
}

/** The stored layout of this screen for these panes, or the default when none is stored or it is invalid. */
export function restoreLayout(
  storage: KeyValueStorage,
  userId: number,
  screen: string,
  panes: readonly PaneId[],
): Layout {
  const stored = storedLayouts(userId, screen).read(storage)[paneSignature(panes)];
  return validateLayout(stored, panes) ?? defaultLayout(panes);
}

/** Keeps the layout of this screen for its current set of panes (storage full: simply not kept). */
export function saveLayout(
  storage: KeyValueStorage,
  userId: number,
  screen: string,
  panes: readonly PaneId[],
  layout: Layout,
): void {
  const persisted = storedLayouts(userId, screen);
  const stored = persisted.read(storage);
  stored[paneSignature(panes)] = layout;
  persisted.write(storage, stored);
}
