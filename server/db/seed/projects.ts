import type { Faker } from '@faker-js/faker';
import { type ProjectAssetInput, type SaveFile, writeDemoAssets } from '../demoAssets.ts';
import { AREA, HIGHLIGHTS, PROJECTS, RATE } from './catalogue.ts';
import { allocIds, DAY, insertRows, iso, json, type Q, round } from './common.ts';
import { BANGALORE, MUMBAI, PUNE } from './reference.ts';

// The projects of the catalogue with their plans, images and brochures (real files in the file store).

function projectRera(f: Faker, parent: number, region: string): string {
  if (parent === MUMBAI) return `P5180${f.string.numeric(7)}`;
  if (parent === PUNE) return `P5210${f.string.numeric(7)}`;
  if (parent === BANGALORE)
    return `PRM/KA/RERA/1251/${f.string.numeric(3)}/PR/${f.string.numeric({ length: 6, allowLeadingZeros: false })}/${f.string.numeric(6)}`;
  if (region === 'Noida' || region === 'Greater Noida West') return `UPRERAPRJ${f.string.numeric(6)}`;
  return `RC/REP/HARERA/GGM/${f.string.numeric(3)}/${f.string.numeric(3)}/20${f.number.int({ min: 21, max: 25 })}/${f.string.numeric(2)}`;
}

const PROTECTION_DAYS = [90, 45, 60];

const lakhs = (n: number) =>
  n >= 10_000_000 ? `Rs. ${(n / 10_000_000).toFixed(2)} Cr` : `Rs. ${Math.round(n / 100_000)} Lakh`;

export async function seedProjects(q: Q, f: Faker, saveFile: SaveFile, now: Date): Promise<void> {
  const existing = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM projects');
  if ((existing[0]?.n ?? 0) > 0) return;
  const regions = await q.query<{ id: number; name: string; parent_id: number }>(
    'SELECT id, name, parent_id FROM regions',
  );
  const ids = await allocIds(q, 'projects', PROJECTS.length);
  const built = PROJECTS.map((p, i) => {
    const region = regions.find((r) => r.name === p.region && r.parent_id === p.parent) ?? regions[0];
    if (!region) throw new Error('regions are missing');
    const [lo, hi] = RATE[p.parent] ?? [8000, 12000];
    const rate = round(f.number.int({ min: lo, max: hi }), 100);
    const bhks = f.helpers.arrayElement([
      [1, 2],
      [1, 2, 3],
      [2, 3],
      [2, 3, 4],
      [3, 4],
    ]);
    const plans = bhks.map((bhk) => {
      const [a, b] = AREA[bhk] ?? [600, 800];
      const area = round(f.number.int({ min: a, max: b }), 5);
      return { bhk, label: `${bhk} BHK`, area, price: round(area * rate, 10_000) };
    });
    const startingPrice = Math.min(...plans.map((pl) => pl.price));
    const slabMin = f.helpers.arrayElement([2.5, 3, 3.5]);
    const slabMax = Math.min(4.5, slabMin + f.helpers.arrayElement([0.5, 1, 1.5]));
    const slug = p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const highlights = f.helpers.arrayElements(HIGHLIGHTS, { min: 3, max: 5 });
    const rera = projectRera(f, p.parent, p.region);
    const landArea = `${f.number.float({ min: 2, max: 18, fractionDigits: 1 })} Acres`;
    return {
      id: ids[i] ?? 0,
      def: p,
      regionId: region.id,
      plans,
      startingPrice,
      slabMin,
      slabMax,
      slug,
      highlights,
      rera,
      landArea,
      factSheet: p.focus && i % 5 !== 4 ? 1 : 0,
      siteVisits: f.number.int({ min: 12, max: 240 }),
      creator: f.helpers.arrayElement(['Ankit Sharma', 'Neha Kulkarni', 'Catalogue Team']),
      createdAt: new Date(now.getTime() - f.number.int({ min: 60, max: 700 }) * DAY),
      hue: (i * 360) / PROJECTS.length,
    };
  });
  const assetInputs: ProjectAssetInput[] = built.map((b) => ({
    name: b.def.name,
    builder: b.def.builder,
    location: b.def.location,
    rera: b.rera,
    landArea: b.landArea,
    startingPrice: lakhs(b.startingPrice),
    highlights: b.highlights,
    plans: b.plans.map(
      (pl) => `${pl.label}  -  ${pl.area} sq.ft. carpet  -  ${lakhs(pl.price)} all inclusive`,
    ),
    hue: b.hue,
  }));
  const assets = await writeDemoAssets(saveFile, assetInputs, []);
  await insertRows(
    q,
    'projects',
    [
      'id',
      'name',
      'builder_name',
      'region_id',
      'location',
      'is_active',
      'is_focus',
      'creator_name',
      'site_url',
      'magnet_landing_page',
      'brochure_url',
      'slab_min',
      'slab_max',
      'rera_no',
      'land_area',
      'starting_price',
      'banner_url',
      'highlights',
      'fact_sheet',
      'is_masked',
      'site_visit_count',
      'protection_days',
      'created_at',
    ],
    built.map((b, i) => [
      b.id,
      b.def.name,
      b.def.builder,
      b.regionId,
      b.def.location,
      b.def.active === false ? 0 : 1,
      b.def.focus ? 1 : 0,
      b.creator,
      `https://${b.slug}.example.com/`,
      `https://partners.example.com/p/${b.slug}`,
      assets.projects[i]?.brochure ?? null,
      b.slabMin,
      b.slabMax,
      b.rera,
      b.landArea,
      b.startingPrice,
      assets.projects[i]?.banner ?? null,
      json(b.highlights),
      b.factSheet,
      i % 7 === 3 ? 1 : 0,
      b.siteVisits,
      // The protection window (extension): developers protect a registered client for 90, 45 or 60 days.
      PROTECTION_DAYS[i % PROTECTION_DAYS.length],
      iso(b.createdAt),
    ]),
  );
  await insertRows(
    q,
    'project_meta',
    ['project_id', 'bhk', 'price'],
    built.flatMap((b) => b.plans.map((pl) => [b.id, pl.bhk, pl.price])),
  );
  await insertRows(
    q,
    'floor_plans',
    ['project_id', 'bhk', 'area', 'price'],
    built.flatMap((b) => b.plans.map((pl) => [b.id, pl.label, pl.area, pl.price])),
  );
  await insertRows(
    q,
    'project_images',
    ['project_id', 'type', 'url'],
    built.flatMap((b, i) => {
      const a = assets.projects[i];
      if (!a) return [];
      return [
        [b.id, 'baner', a.banner],
        [b.id, 'highlight', a.highlight],
        ...a.gallery.map((g) => [b.id, 'gallary', g]),
      ];
    }),
  );
}

export type ProjectRef = {
  id: number;
  name: string;
  parentId: number;
  isFocus: boolean;
  slabMin: number;
  slabMax: number;
  plans: { bhk: string; area: number; price: number }[];
};

export async function loadProjects(q: Q): Promise<ProjectRef[]> {
  const rows = await q.query<{
    id: number;
    name: string;
    parent_id: number;
    is_focus: number;
    slab_min: number;
    slab_max: number;
    plans: { bhk: string; area: number; price: number }[] | null;
  }>(
    `SELECT p.id, p.name, r.parent_id, p.is_focus, p.slab_min, p.slab_max,
            (SELECT json_agg(json_build_object('bhk', fp.bhk, 'area', fp.area, 'price', fp.price) ORDER BY fp.id)
               FROM floor_plans fp WHERE fp.project_id = p.id) AS plans
       FROM projects p JOIN regions r ON r.id = p.region_id
      WHERE p.is_active = 1
      ORDER BY p.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parent_id,
    isFocus: r.is_focus === 1,
    slabMin: Number(r.slab_min),
    slabMax: Number(r.slab_max),
    plans: r.plans?.length ? r.plans : [{ bhk: '2 BHK', area: 700, price: 7_000_000 }],
  }));
}
