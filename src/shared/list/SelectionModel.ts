// The selection of a list screen: the selected row, the open detail panel, a pinned panel and the
// second panel it allows (compare), and the shortcut help. Rows are known by their numeric ids.
import { type Instance, types } from 'mobx-state-tree';

export const SelectionModel = types
  .model('SelectionModel', {})
  .volatile(() => ({
    selectedId: null as number | null,
    detailId: null as number | null,
    compareId: null as number | null,
    pinned: false,
    helpOpen: false,
  }))
  .actions((self) => ({
    /** Opens a row's panel; with a pinned panel the row opens in the second pane. */
    open(id: number) {
      self.selectedId = id;
      if (self.pinned && self.detailId !== null && self.detailId !== id) self.compareId = id;
      else if (!self.pinned) self.detailId = id;
    },
    select(id: number | null) {
      self.selectedId = id;
      if (id !== null && self.detailId !== null && !self.pinned) self.detailId = id;
      if (id !== null && self.pinned && self.compareId !== null) self.compareId = id;
    },
    /** Moves the selection by `delta` among the visible rows; an open panel follows it. */
    move(visibleIds: readonly number[], delta: number) {
      if (visibleIds.length === 0) return;
      const index = self.selectedId === null ? -1 : visibleIds.indexOf(self.selectedId);
      const nextIndex = index < 0 ? 0 : Math.min(visibleIds.length - 1, Math.max(0, index + delta));
      const next = visibleIds[nextIndex];
      if (next === undefined) return;
      self.selectedId = next;
      if (self.pinned && self.compareId !== null) self.compareId = next;
      else if (self.detailId !== null && !self.pinned) self.detailId = next;
    },
    openSelected() {
      if (self.selectedId === null) return;
      const id = self.selectedId;
      if (self.pinned && self.detailId !== null && self.detailId !== id) self.compareId = id;
      else if (!self.pinned) self.detailId = id;
    },
    /** Closes the panel; with a second pane open, that one takes its place. */
    closeDetail() {
      if (self.compareId !== null) {
        self.detailId = self.compareId;
        self.compareId = null;
        self.pinned = false;
        return;
      }
      self.detailId = null;
      self.pinned = false;
    },
    closeCompare() {
      self.compareId = null;
    },
    /** Esc: the second pane first, then the panel. */
    closeTop() {
      if (self.compareId !== null) self.compareId = null;
      else {
        self.detailId = null;
        self.pinned = false;
      }
    },
    togglePin() {
      self.pinned = !self.pinned;
      if (!self.pinned) self.compareId = null;
    },
    setHelpOpen(open: boolean) {
      self.helpOpen = open;
    },
  }));

export type SelectionModelInstance = Instance<typeof SelectionModel>;
