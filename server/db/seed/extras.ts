import { randomBytes } from 'node:crypto';
import { csvText } from '../demoAssets.ts';
import { allocIds, DAY, dateOnly, insertRows, iso, MINUTE, person, round } from './common.ts';
import type { Ctx, PartnerSpec } from './partner.ts';
import { MUMBAI } from './reference.ts';

// A partner's bulk lead files (real CSV files in the file store), campaign spends and home loans.

const BULK_CLOSING_REASONS = [
  'Duplicate numbers in the file',
  'Invalid phone numbers',
  'Leads already registered by another partner',
];

/** Bulk lead files (with real CSV files), campaign spends and home loans of a partner. */
export async function seedPartnerExtras(c: Ctx, p: PartnerSpec): Promise<void> {
  const { f, now, q } = c;
  const bulkRows: unknown[][] = [];
  for (let k = 0; k < p.bulkFiles; k++) {
    const project = k % 4 === 3 ? null : f.helpers.arrayElement(p.projects);
    const moved = k % 2 === 0 ? 1 : 0;
    const rows = [['Name', 'Number', 'Email', 'Project']];
    for (let r = 0; r < f.number.int({ min: 5, max: 14 }); r++) {
      const who = person(f);
      rows.push([
        who.name,
        c.phone(),
        f.internet.email({ firstName: who.first, lastName: who.last }).toLowerCase(),
        project?.name ?? '',
      ]);
    }
    const fileName = `${(project?.name ?? 'open-leads').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${k + 1}.csv`;
    const key = await c.saveFile(fileName, csvText(rows));
    const created = new Date(now.getTime() - f.number.float({ min: 1.5, max: 120 }) * DAY);
    bulkRows.push([
      p.id,
      project?.id ?? null,
      project?.parentId ?? p.regionIds[0] ?? MUMBAI,
      p.name,
      p.email,
      p.phone,
      'Magnet Bulk',
      moved,
      moved
        ? f.helpers.arrayElement(['Completed', 'Processed'])
        : f.helpers.arrayElement(['Rejected', 'Uploaded']),
      moved ? null : k % 3 === 1 ? f.helpers.arrayElement(BULK_CLOSING_REASONS) : null,
      fileName,
      key,
      iso(created),
    ]);
  }
  await insertRows(
    q,
    'bulk_lead_files',
    [
      'magnet_id',
      'project_id',
      'parent_region_id',
      'uploader_name',
      'email',
      'phone',
      'source_name',
      'is_moved',
      'status',
      'closing_reason',
      'file_name',
      'file_key',
      'created_at',
    ],
    bulkRows,
  );

  const types = [[1], [2], [1, 2], [3], [4], [5], [2, 4], [1, 5]];
  const states = ['Completed', 'Active', 'Active', 'Paused', 'Requested', 'Completed', 'Active', 'Completed'];
  const focus = p.projects.filter((pr) => pr.isFocus);
  const campaignIds = await allocIds(q, 'campaign_spends', p.campaigns);
  const campaignRows = campaignIds.map((id, k) => {
    const status = states[k % states.length] ?? 'Active';
    const amount = f.helpers.arrayElement([25_000, 50_000, 75_000, 100_000, 150_000]);
    const spent =
      status === 'Completed'
        ? round(amount * f.number.float({ min: 0.9, max: 1 }), 100)
        : status === 'Requested'
          ? 0
          : round(amount * f.number.float({ min: 0.2, max: 0.7 }), 100);
    const cpl = f.number.int({ min: 250, max: 900 });
    const startAgo =
      status === 'Requested' ? -f.number.int({ min: 2, max: 7 }) : f.number.int({ min: 10, max: 100 });
    const start = new Date(now.getTime() - startAgo * DAY);
    const end = new Date(start.getTime() + f.helpers.arrayElement([15, 30, 45]) * DAY);
    const created = new Date(
      Math.min(start.getTime(), now.getTime()) - f.number.int({ min: 1, max: 5 }) * DAY,
    );
    const updated = new Date(Math.min(now.getTime() - 2 * 60 * MINUTE, end.getTime()));
    // A request awaiting payment has its payment page (a random key: the link names no partner).
    const paymentKey = status === 'Requested' ? randomBytes(16).toString('hex') : null;
    return [
      id,
      p.id,
      f.helpers.arrayElement(focus.length ? focus : p.projects).id,
      types[k % types.length] ?? [1],
      amount,
      p.name.toUpperCase(),
      status,
      paymentKey === null ? null : `/payments/campaign/${paymentKey}`,
      paymentKey,
      spent,
      Math.floor(spent / cpl),
      dateOnly(start),
      dateOnly(end),
      iso(created),
      iso(updated < created ? created : updated),
    ];
  });
  await insertRows(
    q,
    'campaign_spends',
    [
      'id',
      'magnet_id',
      'project_id',
      'campaign_type_ids',
      'amount',
      'name',
      'status',
      'payment_url',
      'payment_key',
      'spend_amount',
      'lead_count',
      'start_date',
      'end_date',
      'created_at',
      'updated_at',
    ],
    campaignRows,
  );

  await insertRows(
    q,
    'home_loans',
    ['magnet_id', 'name', 'number', 'added_by_name', 'created_at'],
    Array.from({ length: p.homeLoans }, () => [
      p.id,
      person(f).name,
      c.phone(),
      p.name,
      iso(new Date(now.getTime() - f.number.float({ min: 1.5, max: 90 }) * DAY)),
    ]),
  );
}
