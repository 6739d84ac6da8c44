// What a fact sheet shows (spec 02 §2 "Project fact sheet"), already in display form: the preview
// dialog draws it as a page and factSheetPdf draws it as a PDF. Its renderer is loaded on demand.

export type FactSheetPlan = { type: string; area: string; price: string };

export type FactSheet = {
  name: string;
  /** The builder and the location: 'by Skyline Developers · Andheri West, Mumbai'. */
  subtitle: string;
  rera: string;
  highlights: string[];
  startingPrice: string;
  landArea: string;
  bannerUrl: string | null;
  galleryUrls: string[];
  plans: FactSheetPlan[];
  link: string | null;
  /** The partner's contact block; rera is the partner's RERA registration number (issue 35), '' when none. */
  contact: { name: string; phone: string; rera: string };
  disclaimer: string;
};

/** The fact sheet as a PDF file; jspdf is fetched the first time this is called. */
export async function renderFactSheetPdf(sheet: FactSheet): Promise<Blob> {
  const { factSheetPdf } = await import('./factSheetPdf');
  return factSheetPdf(sheet);
}
