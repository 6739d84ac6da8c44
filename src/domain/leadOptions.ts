// The reference lists of the add-lead forms (spec 01 §3 "Reference lists", "Nationality"): budget bands,
// possession years and bed configurations, each an item with an id.
import { PRICE_OPTIONS } from './projectOptions';

/** A budget band: what the form shows and the min and max it sends. */
export type BudgetBand = { id: number; name: string; min_budget: number; max_budget: number };

/** A possession year: the form shows the year and sends its id. */
export type PossessionYear = { id: number; name: string; year: number };

/** A bed configuration: the id is what the lead's required_bhk carries. */
export type BedConfiguration = { id: number; name: string };

export type Nationality = 1 | 2;

const LAC = 100_000;
const CRORE = 100 * LAC;
/** The top of the product's price scale (the projects' highest Max Price, 20 Crores). */
const TOP_PRICE = Math.max(...PRICE_OPTIONS.map((o) => o.value ?? 0));

/** The id of the 'None' budget band. */
export const BUDGET_NONE_ID = 11;

/**
 * Budget bands: id 11 None, then ids 10 down to 0 from 40 lacs up to 2.5 Crores+ (spec 01 §3), each
 * with its min and max. 'None' sends 0 and 0, so every chosen band carries a real max: 2.5 Crores+
 * runs to the top of the price scale.
 */
export const BUDGET_BANDS: readonly BudgetBand[] = [
  { id: BUDGET_NONE_ID, name: 'None', min_budget: 0, max_budget: 0 },
  { id: 10, name: 'Up to 40 Lacs', min_budget: 0, max_budget: 40 * LAC },
  { id: 9, name: '40 Lacs - 50 Lacs', min_budget: 40 * LAC, max_budget: 50 * LAC },
  { id: 8, name: '50 Lacs - 60 Lacs', min_budget: 50 * LAC, max_budget: 60 * LAC },
  { id: 7, name: '60 Lacs - 70 Lacs', min_budget: 60 * LAC, max_budget: 70 * LAC },
  { id: 6, name: '70 Lacs - 80 Lacs', min_budget: 70 * LAC, max_budget: 80 * LAC },
  { id: 5, name: '80 Lacs - 90 Lacs', min_budget: 80 * LAC, max_budget: 90 * LAC },
  { id: 4, name: '90 Lacs - 1 Crore', min_budget: 90 * LAC, max_budget: CRORE },
  { id: 3, name: '1 Crore - 1.25 Crores', min_budget: CRORE, max_budget: 1.25 * CRORE },
  { id: 2, name: '1.25 Crores - 1.5 Crores', min_budget: 1.25 * CRORE, max_budget: 1.5 * CRORE },
  { id: 1, name: '1.5 Crores - 2.5 Crores', min_budget: 1.5 * CRORE, max_budget: 2.5 * CRORE },
  { id: 0, name: '2.5 Crores+', min_budget: 2.5 * CRORE, max_budget: TOP_PRICE },
];

/** Possession years 2022 to 2028, ids 6 down to 0 (spec 01 §3): the lead carries the id. */
export const POSSESSION_YEARS: readonly PossessionYear[] = [2022, 2023, 2024, 2025, 2026, 2027, 2028].map(
  (year, index) => ({ id: 6 - index, name: String(year), year }),
);

/** The possession years still ahead on `today` (this year and later): years past are not offered. */
export function possessionChoices(today: Date): readonly PossessionYear[] {
  return POSSESSION_YEARS.filter((p) => p.year >= today.getFullYear());
}

/** A possession_timeline as stored before it carried ids (a year 2022 to 2028) as its id; ids stay. */
export function possessionIdOf(value: number): number {
  return POSSESSION_YEARS.find((p) => p.year === value)?.id ?? value;
}

/** Bed configuration: None (0), 1 to 10 BHK, Plot = 101, Commercial = 102 (spec 01 §3). */
export const BED_CONFIGURATIONS: readonly BedConfiguration[] = [
  { id: 0, name: 'None' },
  ...Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `${i + 1} BHK` })),
  { id: 101, name: 'Plot' },
  { id: 102, name: 'Commercial' },
];

/** Nationality: 1 Indian (the default), 2 NRI. */
export const NATIONALITIES: readonly { value: Nationality; label: string }[] = [
  { value: 1, label: 'Indian' },
  { value: 2, label: 'NRI' },
];

export const DEFAULT_NATIONALITY: Nationality = 1;

export function budgetBand(id: number | null | undefined): BudgetBand | undefined {
  return BUDGET_BANDS.find((b) => b.id === id);
}

export function possessionYear(id: number | null | undefined): PossessionYear | undefined {
  return POSSESSION_YEARS.find((p) => p.id === id);
}

export function bedConfiguration(id: number | null | undefined): BedConfiguration | undefined {
  return BED_CONFIGURATIONS.find((b) => b.id === id);
}
