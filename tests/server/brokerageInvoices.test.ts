import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../helpers/testDb.ts';

// Extension (issue 35): tax invoices per booking and the annual brokerage statement.

type Env = Awaited<ReturnType<typeof seededApp>>;
type Who = Awaited<ReturnType<Env['login']>>;
type Invoice = {
  invoice_no: string;
  invoice_date: string;
  kind: string;
  no_gst_reason: string | null;
  supplier: { name: string; gstin: string | null; pan: string | null; state_code: string | null };
  recipient: { name: string; gstin: string | null; state_code: string | null };
  place_of_supply: string;
  sac: string;
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  amount_in_words: string;
};

// 10:00 IST on 15 January 2026: financial year 2025-26.
const NOW = new Date('2026-01-15T04:30:00Z');

describe('brokerage invoices and statements', () => {
  let env: Env;
  let a: Who;
  let b: Who;
  let aBookings: number[];
  let bBooking: number;
  /** The number each booking got under concurrency (which one gets which depends on the race). */
  const issuedNo = new Map<number, string>();

  const invoice = (who: Who, id: number) =>
    env.app.inject({ method: 'POST', url: `/api/booking/${id}/invoice`, headers: who.auth });
  const bookingsOf = async (id: number) =>
    (
      await env.t.db.query<{ id: number }>(
        'SELECT id FROM bookings WHERE magnet_id = $1 AND total_brokerage > 0 AND is_lead_cancelled = 0 ORDER BY id',
        [id],
      )
    ).map((r) => r.id);

  beforeAll(async () => {
    env = await seededApp({ now: () => NOW });
    a = await env.login('9876543210');
    b = await env.login('9876543211');
    aBookings = await bookingsOf(a.id);
    bBooking = (await bookingsOf(b.id))[0] ?? 0;
    // A booking of A with a known brokerage.
    await env.t.db.query('UPDATE bookings SET total_brokerage = 250000 WHERE id = $1', [aBookings[0]]);
  }, 120_000);

  afterAll(async () => {
    await env?.close();
  });

  it("issues A's first invoice of the year: same state, CGST + SGST, SAC 997222, words", async () => {
    const res = await invoice(a, aBookings[0] ?? 0);
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json() as Invoice;
    expect(inv).toMatchObject({
      invoice_no: 'INV/2025-26/0001',
      invoice_date: '2026-01-15',
      financial_year: '2025-26',
      kind: 'tax_invoice',
      no_gst_reason: null,
      sac: '997222',
      taxable_value: 250000,
      cgst: 22500,
      sgst: 22500,
      igst: 0,
      total: 295000,
      amount_in_words: 'Rupees Two Lakh Ninety-Five Thousand Only',
      place_of_supply: '27 - Maharashtra',
    });
    expect(inv.supplier).toMatchObject({
      name: 'Rohan Mehta',
      gstin: '27ABCPM1234F1Z3',
      pan: 'ABCPM1234F',
      state_code: '27',
      rera_no: 'A51800012345',
    });
    expect(inv.recipient).toMatchObject({
      name: 'Partner Portal Realty Services Private Limited',
      gstin: '27AAJCP4321Q1ZX',
    });
  });

  it('answers the same invoice again (idempotent)', async () => {
    const again = await invoice(a, aBookings[0] ?? 0);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Invoice).invoice_no).toBe('INV/2025-26/0001');
  });

  it('another state: IGST 18% (partner B in Karnataka)', async () => {
    const res = await invoice(b, bBooking);
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json() as Invoice;
    expect(inv.invoice_no).toBe('INV/2025-26/0001');
    expect(inv.cgst).toBe(0);
    expect(inv.sgst).toBe(0);
    expect(inv.igst).toBe(Math.round((inv.taxable_value * 18) / 100));
    expect(inv.supplier.state_code).toBe('29');
  });

  it('concurrent requests take consecutive numbers, one per booking, none repeated or skipped', async () => {
    const ids = aBookings.slice(1, 7);
    // Each booking asked for twice at once.
    const answers = await Promise.all([...ids, ...ids].map((id) => invoice(a, id)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const byBooking = new Map<number, Set<string>>();
    answers.forEach((r, k) => {
      const id = [...ids, ...ids][k] ?? 0;
      byBooking.set(id, (byBooking.get(id) ?? new Set()).add((r.json() as Invoice).invoice_no));
    });
    for (const [id, numbers] of byBooking) {
      expect(numbers.size).toBe(1);
      issuedNo.set(id, [...numbers][0] ?? '');
    }
    const numbers = [...byBooking.values()].map((s) => [...s][0]).sort();
    expect(numbers).toEqual([
      'INV/2025-26/0002',
      'INV/2025-26/0003',
      'INV/2025-26/0004',
      'INV/2025-26/0005',
      'INV/2025-26/0006',
      'INV/2025-26/0007',
    ]);
  });

  it("B can neither read nor create A's invoices", async () => {
    const before = await env.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices');
    const issued = await invoice(b, aBookings[0] ?? 0);
    expect(issued.statusCode).toBe(404);
    expect(issued.json()).toEqual({ message: 'Booking not found' });
    expect(issued.body).not.toContain('INV/');
    const fresh = await invoice(b, aBookings[10] ?? 0);
    expect(fresh.statusCode).toBe(404);
    const after = await env.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices');
    expect(after).toEqual(before);
  });

  it('a partner without a GSTIN gets a commission bill without GST, and why', async () => {
    await env.t.db.query(
      `UPDATE users SET meta = (meta - 'gst_no') || '{"pan_no": "AAKFN5678K"}' WHERE id = $1`,
      [b.id],
    );
    const id = (await bookingsOf(b.id))[1] ?? 0;
    const inv = (await invoice(b, id)).json() as Invoice;
    expect(inv).toMatchObject({
      kind: 'commission_bill',
      cgst: 0,
      sgst: 0,
      igst: 0,
      invoice_no: 'INV/2025-26/0002',
    });
    expect(inv.total).toBe(inv.taxable_value);
    expect(inv.no_gst_reason).toBe(
      'No GSTIN is on your profile, so this is a commission bill without GST. Add your GSTIN to your profile to raise a tax invoice with GST.',
    );
    expect(inv.supplier.gstin).toBeNull();
    // The PAN on the profile (extension) stands in for the one a GSTIN would carry.
    expect(inv.supplier.pan).toBe('AAKFN5678K');
  });

  it('a cancelled booking is not invoiced', async () => {
    const cancelled = await env.t.db.query<{ id: number }>(
      'SELECT id FROM bookings WHERE magnet_id = $1 AND is_lead_cancelled = 1 LIMIT 1',
      [a.id],
    );
    const res = await invoice(a, cancelled[0]?.id ?? 0);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A cancelled booking is not invoiced' });
  });

  it("the statement holds the year's payments with totals, only the partner's own", async () => {
    await env.t.db.query(
      `UPDATE bookings SET released_date = '2025-06-10', total_brokerage = 100000, total_gst = 18000,
              total_tds = 2000, released_amount = 116000 WHERE id = $1`,
      [aBookings[2]],
    );
    await env.t.db.query(
      `UPDATE bookings SET released_date = '2026-03-31', total_brokerage = 50000, total_gst = 9000,
              total_tds = 1000, released_amount = 58000 WHERE id = $1`,
      [aBookings[3]],
    );
    await env.t.db.query(
      `UPDATE bookings SET released_date = '2026-04-01', released_amount = 1 WHERE id = $1`,
      [aBookings[4]],
    );
    await env.t.db.query(
      `UPDATE bookings SET released_date = NULL WHERE magnet_id = $1 AND id NOT IN ($2, $3, $4)`,
      [a.id, aBookings[2], aBookings[3], aBookings[4]],
    );
    const res = await env.app.inject({
      method: 'GET',
      url: '/api/booking/statement?fy=2025',
      headers: a.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as {
      financial_year: string;
      rows: { booking_id: number; payment_date: string; invoice_no: string | null; tds_expected: number }[];
      totals: object;
    };
    expect(s.financial_year).toBe('2025-26');
    expect(s.rows.map((r) => [r.booking_id, r.payment_date, r.invoice_no])).toEqual([
      [aBookings[2], '2025-06-10', issuedNo.get(aBookings[2] ?? 0)],
      [aBookings[3], '2026-03-31', issuedNo.get(aBookings[3] ?? 0)],
    ]);
    expect(s.totals).toEqual({ gross_brokerage: 150000, gst: 27000, tds: 3000, net_received: 174000 });
    // 2% under section 194H on both payment dates, the year's brokerage past the threshold.
    expect(s.rows.map((r) => r.tds_expected)).toEqual([2000, 1000]);

    const asB = await env.app.inject({
      method: 'GET',
      url: '/api/booking/statement?fy=2025',
      headers: b.auth,
    });
    expect((asB.json() as { rows: { booking_id: number }[] }).rows.map((r) => r.booking_id)).not.toContain(
      aBookings[2],
    );
  });

  it('the statement workbook: the partner, the rows, a TDS mismatch flagged, and the totals', async () => {
    // The platform deducted 1,250 where 2% of 50,000 is 1,000.
    await env.t.db.query(`UPDATE bookings SET total_tds = 1250 WHERE id = $1`, [aBookings[3]]);
    const res = await env.app.inject({
      method: 'GET',
      url: '/api/booking/statement/download?fy=2025',
      headers: a.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="brokerage-statement-2025-26.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = book.worksheets[0];
    const rows: string[][] = [];
    sheet?.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => {
        cells.push(String(cell.text ?? ''));
      });
      rows.push(cells);
    });
    expect(rows[0]?.slice(0, 2)).toEqual([
      'Annual Brokerage Statement',
      'Financial year 2025-26 (2025-04-01 to 2026-03-31)',
    ]);
    expect(rows).toContainEqual(['PAN', 'ABCPM1234F']);
    expect(rows).toContainEqual(['GSTIN', '27ABCPM1234F1Z3']);
    expect(rows.at(-1)).toEqual(['Total', '', '', '', '', '', '150000', '27000', '3250', '', '174000']);
    expect(rows).toContainEqual(
      expect.arrayContaining([issuedNo.get(aBookings[2] ?? 0), '100000', '18000', '2000', 'OK', '116000']),
    );
    expect(rows).toContainEqual(
      expect.arrayContaining([
        issuedNo.get(aBookings[3] ?? 0),
        '50000',
        '1250',
        'TDS mismatch: expected ₹1,000',
      ]),
    );
  });
});
