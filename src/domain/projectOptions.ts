// The fixed option lists of the project filters (spec 02 §3 "Price filter options", "Focus options")
// and the focus rule of the Invest action (02 §6).

/** One option of a project filter; `value` null is None (no filter). */
export type ProjectOption<V extends number> = { value: V | null; label: string };

const LAKH = 100_000;
const CRORE = 10_000_000;

const lakhs = (n: number): ProjectOption<number> => ({ value: n * LAKH, label: `${n} Lacs` });
const crores = (n: number): ProjectOption<number> => ({
  value: Math.round(n * CRORE),
  label: `${n} ${n === 1 ? 'Crore' : 'Crores'}`,
});

const LAKH_STEPS = [20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90];
const CRORE_STEPS = [1, 1.2, 1.5, 2, 2.3, 2.6, 3, 3.5, 4, 4.5, 5, 10, 20];

/** Min Price and Max Price: None, 20 to 90 lacs in steps of 5, then 1 to 20 Crores; values in rupees. */
export const PRICE_OPTIONS: readonly ProjectOption<number>[] = [
  { value: null, label: 'None' },
  ...LAKH_STEPS.map(lakhs),
  ...CRORE_STEPS.map(crores),
];

/** Focus: None, Yes (1), No (0). */
export const FOCUS_OPTIONS: readonly ProjectOption<0 | 1>[] = [
  { value: null, label: 'None' },
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
];

/** The Focus filter a plain /projects starts with (02 §2: "Focus defaults to Yes"). */
export const DEFAULT_FOCUS = 1;

/** Bed: 1 to 10 BHK, Plot (101) and Commercial (102), as GET /projects takes `bhk`. */
export const BED_OPTIONS: readonly ProjectOption<number>[] = [
  { value: null, label: 'None' },
  ...Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: `${i + 1} BHK` })),
  { value: 101, label: 'Plot' },
  { value: 102, label: 'Commercial' },
];

/** The name of a bed value ('3 BHK', 'Plot'); the number itself when the list does not name it. */
export function bedName(bhk: number): string {
  return BED_OPTIONS.find((o) => o.value === bhk)?.label ?? String(bhk);
}

/** The options that are values (None left out), as id and name. */
export function valueChoices<V extends number>(
  options: readonly ProjectOption<V>[],
): { id: V; name: string }[] {
  return options.flatMap((o) => (o.value === null ? [] : [{ id: o.value, name: o.label }]));
}

/** Invest (the campaign request) is offered only for a project whose Focus is Yes (02 §6). */
export function canInvest(project: { is_focus: string }): boolean {
  return project.is_focus === 'Yes';
}

/** The brokerage percentage range, '2.5–4%' from slab_min and slab_max ('3%' when both are equal). */
export function slabText(project: { slab_min: number; slab_max: number }): string {
  return project.slab_min === project.slab_max
    ? `${project.slab_min}%`
    : `${project.slab_min}–${project.slab_max}%`;
}
