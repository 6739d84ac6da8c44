// What each booked figure counts (issue 43). The spec fixes both: a funnel's Booked counts leads by
// their stage, and a lead stays in stage Booked when its booking is cancelled; Booked Units and the
// passback's Total Bookings count booked units, cancelled bookings left out. The two can differ, so
// the screens say what each counts.

/** Under the Booked stage of the Added and Digital Leads funnels. */
export const BOOKED_LEADS_NOTE = 'Counts leads, cancelled bookings included';

/** Under the dashboard's Booked Units. */
export const BOOKED_UNITS_CAPTION = 'Counts units, cancelled bookings left out';

/** In the passback cards' "About these amounts", after the spec's two notes. */
export const TOTAL_BOOKINGS_NOTE =
  'Total Bookings counts units; cancelled bookings are left out of every card. A lead whose booking was cancelled can still count as Booked in the dashboard funnels.';
