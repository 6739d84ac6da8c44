// The key of a screen's store in the app's screen registry (app/stores/ScreensStore.ts): a feature names
// its store and says how to make it; the registry makes it once, with the root's environment.
import type { RootEnv } from './RootEnv';

/**
 * How a refresh shows: `quiet` keeps the rows on screen (no loading state) until the new answer
 * replaces them, for a change made elsewhere (a live update).
 */
export type RefreshOptions = { quiet?: boolean };

/**
 * What every screen store can do for others: fetch its rows again. A store that says it is not shown is
 * not refreshed from elsewhere (its screen reads it when it is shown again).
 */
export type ScreenStore = { refresh(options?: RefreshOptions): unknown; readonly shown?: boolean };

/** Names a screen store and says how to make it (one token per screen, a module constant). */
export type ScreenKey<T extends ScreenStore> = { name: string; create: (env: RootEnv) => T };

/** The key of a screen whose store is a model made from an empty snapshot with the root's environment. */
export function screenKey<T extends ScreenStore>(
  name: string,
  model: { create: (snapshot: Record<string, never>, env: RootEnv) => T },
): ScreenKey<T> {
  return { name, create: (env) => model.create({}, env) };
}
