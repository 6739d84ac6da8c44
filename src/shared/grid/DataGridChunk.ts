// The desktop grid as a chunk of its own (AG Grid, its theme and modules): loaded where a grid is drawn,
// at or above 900 px, or ahead of it by a desktop window's start-up (app/routes.tsx). A phone's lists
// are cards (shared/list/CardList) and never load it.
import { preloadable } from '../ui/preloadable';
import type { DataGrid } from './DataGrid';

const chunk = preloadable(() => import('./DataGrid').then((m) => m.DataGrid));

export const DataGridChunk = {
  /** The grid, with its row type (a lazy component loses the generic). */
  Component: chunk.Component as typeof DataGrid,
  preload: chunk.preload,
};
