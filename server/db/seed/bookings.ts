import { financialYearDates, financialYearOf, istDate, tdsRate } from '../../../src/domain/brokerageTax.ts';
import { DAY, dateOnly, insertRows, iso, json, round } from './common.ts';
import type { Booked, Ctx, PartnerSpec } from './partner.ts';
import { rmId, SALES_RM_ID_BASE } from './staff.ts';

// Bookings: one per Booked lead, with the six status codes of its plan and its brokerage.

type BookingCodes = [
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
];
/** oldTds: the platform deducted TDS at 5%, the rate before 1 October 2024 (a mismatch to reconcile). */
export type BookingPlan = { codes: BookingCodes; cancelled?: boolean; oldTds?: true };

/** One booking per row of the booking status table (02 §4), plus Status Awaited, NULL codes and cancellations. */
export const DEMO_BOOKINGS: BookingPlan[] = [
  { codes: [-1, 0, 0, 0, 0, 0] },
  { codes: [0, 0, 0, 0, 0, 0] },
  { codes: [2, 0, 0, 0, 0, 0] },
  { codes: [1, 0, 0, 0, 0, 0] },
  { codes: [1, 1, 0, 0, 0, 0] },
  { codes: [1, 1, 1, 0, 0, 0] },
  { codes: [1, 1, 1, 1, 0, 0] },
  { codes: [1, 1, 1, 1, 1, 0] },
  { codes: [1, 1, 1, 1, 1, 1] },
  { codes: [1, 1, 1, 1, 1, 2] },
  { codes: [1, 1, 1, 1, 1, 2], oldTds: true },
  { codes: [1, 2, 0, 0, 0, 0] },
  { codes: [1, 1, 1, 2, 0, 0] },
  { codes: [null, null, null, null, null, null] },
  { codes: [1, 1, null, null, null, null] },
  { codes: [1, 1, 1, 1, 0, 0], cancelled: true },
  { codes: [1, 0, 0, 0, 0, 0], cancelled: true },
  { codes: [1, 1, 1, 1, 1, 1] },
];

export const SECOND_BOOKINGS: BookingPlan[] = [
  { codes: [1, 0, 0, 0, 0, 0] },
  { codes: [1, 1, 1, 0, 0, 0] },
  { codes: [1, 1, 1, 1, 1, 2] },
  { codes: [0, 0, 0, 0, 0, 0] },
  { codes: [1, 1, 1, 1, 0, 0], cancelled: true },
];

/** The document verification status that goes with the document stage code. */
function documentStatus(codes: BookingCodes): string {
  const stage = codes[0];
  if (stage === -1) return 'Rejected';
  if (stage === 1) return 'Verified';
  if (stage === 2) return 'Under Review';
  return 'Pending';
}

/** The partner's bookings, the k-th Booked lead with the k-th plan. */
export async function seedBookings(c: Ctx, p: PartnerSpec, booked: Booked[]): Promise<void> {
  const { f, q } = c;
  const fyStart = new Date(`${financialYearDates(financialYearOf(c.now))[0]}T00:00:00+05:30`);
  const bookingRows = booked.map((b, k) => {
    const plan = p.bookings[k] ?? { codes: [1, 1, 0, 0, 0, 0] };
    const fp = f.helpers.arrayElement(b.project.plans);
    const agreement = round(fp.price * f.number.float({ min: 0.95, max: 1.08 }), 1000);
    const bookingAmount = round(agreement * f.helpers.arrayElement([0.05, 0.1]), 1000);
    const baseIncentive = Math.round((agreement * b.project.slabMin) / 100);
    const ladder = f.datatype.boolean({ probability: 0.6 })
      ? Math.round(
          ((agreement * (b.project.slabMax - b.project.slabMin)) / 100) *
            f.number.float({ min: 0.3, max: 1 }),
        )
      : 0;
    const totalBrokerage = baseIncentive + ladder;
    // Paid out 45 days after the booking, by today at the latest and within this financial year, so
    // that the demo's brokerage statement for the current year is never empty; TDS at the rate then.
    const paid = new Date(
      Math.max(Math.min(b.date.getTime() + 45 * DAY, c.now.getTime()), fyStart.getTime()),
    );
    const tds = Math.round((totalBrokerage * (plan.oldTds ? 5 : tdsRate(paid, true))) / 100);
    const gst = Math.round(totalBrokerage * 0.18);
    const payable = totalBrokerage - tds + gst;
    const code = plan.codes.map((x) => x ?? 0).join('');
    const released = plan.cancelled ? 0 : code === '111112' ? payable : 0;
    const releasedDate = released > 0 ? istDate(paid) : null;
    const progress = plan.codes.filter((x) => x !== null && x > 0).length;
    const letter = f.helpers.arrayElement(['A', 'B', 'C', 'D', 'E']);
    const tl = f.helpers.arrayElement(c.staff.teamLeads);
    return [
      p.id,
      b.leadId,
      b.project.id,
      b.clientId,
      rmId(c.staff.rms, b.rm, SALES_RM_ID_BASE),
      b.rm.name,
      tl.name,
      tl.name,
      dateOnly(b.date),
      agreement,
      bookingAmount,
      fp.bhk,
      f.helpers.arrayElement([
        `Tower ${letter}`,
        `Wing ${letter}`,
        `Building ${f.number.int({ min: 1, max: 6 })}`,
      ]),
      `${letter}-${f.number.int({ min: 1, max: 32 })}${String(f.number.int({ min: 1, max: 8 })).padStart(2, '0')}`,
      ...plan.codes,
      documentStatus(plan.codes),
      b.isPresale,
      f.datatype.boolean({ probability: 0.3 }) ? 1 : 0,
      plan.cancelled ? 1 : 0,
      json(progress >= 2 ? [10, 20] : progress === 1 ? [10] : []),
      totalBrokerage,
      baseIncentive,
      ladder,
      tds,
      gst,
      payable,
      released,
      releasedDate,
      iso(b.date),
    ];
  });
  await insertRows(
    q,
    'bookings',
    [
      'magnet_id',
      'lead_id',
      'project_id',
      'client_id',
      'sales_rm_id',
      'sales_rm_name',
      'parent_rm_name',
      'tl_name',
      'booking_date',
      'agreement_value',
      'booking_amount',
      'flat_type',
      'building_number',
      'flat_no',
      'booking_document_stage',
      'sdr_payment_status',
      'registration_status',
      'invoice_raised_status',
      'invoice_cleared_status',
      'magnet_invoice_cleared_status',
      'document_status',
      'is_presale',
      'passback',
      'is_lead_cancelled',
      'client_payment_percentages',
      'total_brokerage',
      'base_incentive',
      'ladder_incentive',
      'total_tds',
      'total_gst',
      'payable_amount',
      'released_amount',
      'released_date',
      'created_at',
    ],
    bookingRows,
  );
}
