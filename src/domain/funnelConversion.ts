// Stage-to-stage conversion of a dashboard funnel (beyond the spec). The funnel's counts are the
// leads in each stage now, and a lead further down has passed through every stage above it: a stage
// was reached by its own leads and all the leads below it. The conversion from one stage to the next
// is the share of the leads that reached the first that also reached the next, so it never passes
// 100 %: New 24, Suspect 20, Opportunity 19, Pipeline 14, Booked 13 gives New → Suspect 73 %
// (66 of 90).

/** The whole percentage of `to` over `from`; null when `from` is 0 (no base to convert from). */
export function conversionPercent(from: number, to: number): number | null {
  if (!Number.isFinite(from) || !Number.isFinite(to) || from <= 0) return null;
  return Math.round((to / from) * 100);
}

/**
 * For the counts of the stages in funnel order, the conversion into each stage from the one above
 * it (the first stage has none): null where a count is missing or nothing reached the stage above.
 */
export function funnelConversions(counts: readonly (number | null)[]): (number | null)[] {
  if (counts.some((c) => c === null || !Number.isFinite(c) || c < 0)) return counts.map(() => null);
  const reached = counts.map((_, i) => counts.slice(i).reduce<number>((sum, c) => sum + (c ?? 0), 0));
  return reached.map((into, i) => {
    const from = reached[i - 1];
    return i === 0 || from === undefined ? null : conversionPercent(from, into);
  });
}

/** '73 %', or '–' without a base. */
export function percentText(percent: number | null): string {
  return percent === null ? '–' : `${percent} %`;
}
