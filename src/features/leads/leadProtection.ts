// A lead's protection (extension, issue 35) from the facts the server answers with it, by the domain's rule.
import { type Protection, protectionOf } from '../../domain/protection';
import type { Lead } from './leadColumns';

const ENDED_STAGES = new Set(['closed', 'cancel']);

export type LeadProtection = { protection: Protection; visitedAt: number | null; windowDays: number };

/** The lead's protection at `now`; null when the answer has none (an API without the extension). */
export function leadProtection(lead: Lead, now: number): LeadProtection | null {
  const p = lead.protection;
  if (!p) return null;
  const visitedAt = p.visited_at ? Date.parse(p.visited_at) : null;
  const facts = {
    registeredAt: Date.parse(lead.created_at),
    windowDays: p.window_days,
    visitedAt,
    ended: ENDED_STAGES.has(lead.ObjectStage.Stage.name.trim().toLowerCase()),
  };
  return { protection: protectionOf(facts, now), visitedAt, windowDays: p.window_days };
}
