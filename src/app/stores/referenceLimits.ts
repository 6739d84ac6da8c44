/** How many regions start-up asks for (GET /regions?limit=…). */
export const REGIONS_LIMIT = 50;
