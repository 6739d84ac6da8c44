// A project's fact sheet (spec 02 §2 "Project fact sheet"): what it shows, from GET /projects/{id}
// and the signed-in partner (the contact block carries the partner's name and phone), and its file
// name, made from the project's name.

import { formatDay } from '../../../domain/dates';
import { formatNumber, formatRupees } from '../../../domain/number';
import { formatPhone } from '../../../shared/format/display';
import type { FactSheet, FactSheetPlan } from '../../../shared/pdf/factSheet';
import { fileNameOf } from '../../../shared/ui/linkActions';
import type { ProjectDetail } from '../detail/ProjectDetailStore';

/** The disclaimer, naming the day the sheet was printed ('07 Dec 2026'), which its prices are of. */
export const factSheetDisclaimer = (printedOn: string) =>
  'This fact sheet is for information only and is not an offer or a contract. Prices, areas, ' +
  'specifications and images are indicative and may be changed by the developer without notice. ' +
  `Prices are all inclusive as given by the developer on the date of printing, ${printedOn}; stamp duty and ` +
  'registration may apply. Please verify every detail, including the RERA registration, before booking.';

const NOT_GIVEN = '—';

/** Whether the project has a fact sheet (Project.fact_sheet, FocusProject.FactSheet: 1 = yes). */
export function hasFactSheet(flag: number | null | undefined): boolean {
  return flag === 1;
}

/** 'Skyline Heights Fact Sheet.pdf'. */
export function factSheetFileName(projectName: string): string {
  return fileNameOf(`${projectName} Fact Sheet`, 'pdf');
}

/** The floor plans as shown: the area with Indian grouping, the price in rupees. */
export function floorPlanRows(project: Pick<ProjectDetail, 'floor_plans'>): FactSheetPlan[] {
  return (project.floor_plans ?? []).map((plan) => ({
    type: plan.bhk,
    area: formatNumber(plan.area),
    price: formatRupees(plan.price),
  }));
}

export function factSheetOf(
  project: ProjectDetail,
  partner: { name: string; phone: string; rera?: string | null | undefined },
  printedAt: number,
): FactSheet {
  const images = project.ProjectImages ?? [];
  return {
    name: project.name,
    subtitle: `by ${project.builder_name} · ${project.location}`,
    rera: project.rera_no || NOT_GIVEN,
    highlights: project.highlights,
    startingPrice: project.starting_price === null ? NOT_GIVEN : formatRupees(project.starting_price),
    landArea: project.land_area || NOT_GIVEN,
    bannerUrl: project.banner ?? images.find((i) => i.type === 'baner')?.url ?? null,
    galleryUrls: images.filter((i) => i.type === 'gallary').map((i) => i.url),
    plans: floorPlanRows(project),
    link: project.magnet_landing_page ?? project.site_url,
    contact: { name: partner.name, phone: formatPhone(partner.phone), rera: partner.rera?.trim() ?? '' },
    disclaimer: factSheetDisclaimer(formatDay(printedAt)),
  };
}
