import type { Ctx, Handlers } from '../lib/context.ts';
import { dashboardHandlers } from './dashboard.ts';
import { engageHandlers } from './engage.ts';
import { leadHandlers } from './leads.ts';
import { preferenceHandlers } from './preferences.ts';
import { projectHandlers } from './projects.ts';
import { referenceHandlers } from './reference.ts';
import { trackingHandlers } from './tracking.ts';
import { userHandlers } from './users.ts';

/** Every operation of both contracts, by operationId. The app refuses to start when one is missing. */
export function allHandlers(ctx: Ctx): Handlers {
  return {
    ...userHandlers(ctx),
    ...referenceHandlers(ctx),
    ...preferenceHandlers(ctx),
    ...projectHandlers(ctx),
    ...leadHandlers(ctx),
    ...trackingHandlers(ctx),
    ...dashboardHandlers(ctx),
    ...engageHandlers(ctx),
  };
}
