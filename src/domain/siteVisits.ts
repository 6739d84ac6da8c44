// The dashboard's Site Visits counter and the list it opens count different things (spec 02 §2, §7;
// §4 "site-visits" preset): these texts say what each counts.
import { formatNumber } from './number';

/** The counter's label: it adds the leads ever visited and the leads revisited (not the list's leads). */
export const SITE_VISITS_COUNTER = 'Visited + revisited, all time';

/** The counter (GET /dashboard/magnet-book-activity): the leads visited plus the leads revisited. */
export function siteVisitsCaption(visited: number, revisited: number): string {
  return `${formatNumber(visited)} leads visited · ${formatNumber(revisited)} revisited`;
}

/** The list at /leads/site-visits. */
export const SITE_VISITS_LIST = 'Leads whose activity status is Visit Done or Revisit Done';

/** Why the list can be shorter than the counter. */
export const SITE_VISITS_NOTE = `The dashboard's '${SITE_VISITS_COUNTER}' adds every lead ever visited and every lead revisited, so it can be higher.`;
