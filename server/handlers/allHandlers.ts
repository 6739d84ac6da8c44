import type { Ctx, Handlers } from '../lib/context.ts';
import type { OperationHandlers } from '../lib/operations.ts';
import { dashboardHandlers } from './dashboard.ts';
import { engageHandlers } from './engage.ts';
import { firmHandlers } from './firm.ts';
import { leadHandlers } from './leads.ts';
import { liveHandlers } from './live.ts';
import { preferenceHandlers } from './preferences.ts';
import { projectHandlers } from './projects.ts';
import { referenceHandlers } from './reference.ts';
import { trackingHandlers } from './tracking.ts';
import { userHandlers } from './users.ts';

/**
 * Every operation of both contracts, by operationId: the type checker refuses a missing one, and
 * the app refuses to start when one is missing at run time.
 */
export function allHandlers(ctx: Ctx): Handlers {
  const handlers = {
    ...userHandlers(ctx),
    ...referenceHandlers(ctx),
    ...preferenceHandlers(ctx),
    ...projectHandlers(ctx),
    ...leadHandlers(ctx),
    ...trackingHandlers(ctx),
    ...dashboardHandlers(ctx),
    ...engageHandlers(ctx),
    ...liveHandlers(ctx),
    ...firmHandlers(ctx),
  } satisfies OperationHandlers;
  // The one place where typed handlers meet the router: fastify-openapi-glue validates each request
  // against its operation's schemas (query, path, headers, body) before the handler runs, so the
  // request a handler receives has the shape its OperationRequest type declares.
  return handlers as unknown as Handlers;
}
