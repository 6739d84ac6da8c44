import { describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../src/features/projects/detail/ProjectDetailStore';
import {
  factSheetFileName,
  factSheetOf,
  hasFactSheet,
} from '../../src/features/projects/factSheet/projectFactSheet';

const project: ProjectDetail = {
  id: 7,
  name: 'Skyline Residences',
  builder_name: 'Skyline Developers',
  location: 'Andheri West, Mumbai',
  is_active: 'Active',
  is_focus: 'Yes',
  site_url: 'https://skyline.example.com/',
  magnet_landing_page: 'https://partners.example.com/p/skyline',
  brochure_url: '/files/b.pdf',
  slab_min: 2.5,
  slab_max: 3,
  rera_no: 'P51806855269',
  land_area: '15.7 Acres',
  starting_price: 13_940_000,
  banner: '/files/banner.png',
  highlights: ['5 minutes from the metro station'],
  fact_sheet: 1,
  Region: { id: 1, name: 'Andheri', Parentregion: { id: 1, name: 'Mumbai' } },
  ProjectCreator: null,
  ProjectMeta: [],
  ProjectImages: [
    { id: 1, type: 'baner', url: '/files/banner.png' },
    { id: 2, type: 'gallary', url: '/files/g1.png' },
    { id: 3, type: 'highlight', url: '/files/h1.png' },
    { id: 4, type: 'gallary', url: '/files/g2.png' },
  ],
  floor_plans: [
    { bhk: '2 BHK', area: 755, price: 20_230_000 },
    { bhk: '3 BHK', area: 1220, price: 32_700_000 },
  ],
};

describe('the fact sheet of a project (02 §2)', () => {
  it('holds the project, its figures in rupees with Indian grouping, its floor plans and the partner', () => {
    // Printed at 20:00 UTC on 7 Dec: the 8th in India, the day the disclaimer names.
    const sheet = factSheetOf(
      project,
      { name: 'Rohan Mehta', phone: '9876543210' },
      Date.parse('2026-12-07T20:00:00Z'),
    );
    expect(sheet).toMatchObject({
      name: 'Skyline Residences',
      subtitle: 'by Skyline Developers · Andheri West, Mumbai',
      rera: 'P51806855269',
      startingPrice: '₹1,39,40,000',
      landArea: '15.7 Acres',
      bannerUrl: '/files/banner.png',
      galleryUrls: ['/files/g1.png', '/files/g2.png'],
      link: 'https://partners.example.com/p/skyline',
      contact: { name: 'Rohan Mehta', phone: '+91-9876543210' },
    });
    expect(sheet.disclaimer).toContain(
      'Prices are all inclusive as given by the developer on the date of printing, 08 Dec 2026; stamp duty',
    );
    expect(sheet.plans).toEqual([
      { type: '2 BHK', area: '755', price: '₹2,02,30,000' },
      { type: '3 BHK', area: '1,220', price: '₹3,27,00,000' },
    ]);
  });

  it('says what is not given rather than leaving a blank, and falls back to the site address', () => {
    const sheet = factSheetOf(
      { ...project, rera_no: null, land_area: null, starting_price: null, magnet_landing_page: null },
      { name: 'Rohan Mehta', phone: '9876543210' },
      Date.parse('2026-12-07T10:00:00Z'),
    );
    expect([sheet.rera, sheet.landArea, sheet.startingPrice]).toEqual(['—', '—', '—']);
    expect(sheet.link).toBe('https://skyline.example.com/');
  });

  it('is offered only when the flag is 1, and its file is named from the project', () => {
    expect([hasFactSheet(1), hasFactSheet(0), hasFactSheet(undefined)]).toEqual([true, false, false]);
    expect(factSheetFileName('Skyline Residences')).toBe('Skyline Residences Fact Sheet.pdf');
    expect(factSheetFileName('A/B: Towers')).toBe('A B Towers Fact Sheet.pdf');
  });
});
