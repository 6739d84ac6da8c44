// Stage-to-stage conversion of a dashboard funnel (beyond the spec): the share of one stage's count
// that the next stage holds, e.g. Opportunity 32 → Pipeline 22 is 69 %.

/** The whole percentage of `to` over `from`; null when `from` is 0 (no base to convert from). */
export function conversionPercent(from: number, to: number): number | null {
  if (!Number.isFinite(from) || !Number.isFinite(to) || from <= 0) return null;
  return Math.round((to / from) * 100);
}

/** '69 %', or '–' without a base. */
export function conversionText(from: number, to: number): string {
  const percent = conversionPercent(from, to);
  return percent === null ? '–' : `${percent} %`;
}
