import { describe, expect, it } from 'vitest';
import { PassbackStore } from '../../src/features/bookings/PassbackStore';
import { type FakeCall, fakeEnvironment } from './fakeEnvironment';

const money = {
  TOTAL_BROKERAGE: 100_000,
  BASE_INCENTIVE: 80_000,
  LADDER_INCENTIVE: 20_000,
  TOTAL_TDS: 5_000,
  TOTAL_GST: 18_000,
  PAYABLE_AMOUNT: 113_000,
  RELEASED_AMOUNT: 0,
};

function booking(id: number) {
  return {
    id,
    Lead: { id: id + 100 },
    Project: { id: 1, name: 'Harbour Crest' },
    SalesRMBooking: null,
    sales_rm: null,
    Client: { name: 'Client', number: '9800000000' },
    booking_date: '2026-01-02',
    agreement_value: 5_000_000,
    booking_amount: 500_000,
    flat_type: null,
    building_number: null,
    flat_no: null,
    ClientPaymentPercentages: [],
    booking_document_stage: 1,
    sdr_payment_status: 0,
    registration_status: 0,
    invoice_raised_status: 0,
    invoice_cleared_status: 0,
    magnet_invoice_cleared_status: 0,
    is_lead_cancelled: 0,
    document_status: 'Verified',
    ...money,
  };
}

/** 501 kept bookings (two pages of 500), and a summary that agrees unless told otherwise. */
function server(summaryChange: Record<string, number> = {}, failSummary = false) {
  const all = Array.from({ length: 501 }, (_, i) => booking(i + 1));
  const summary = {
    total_booking: 501,
    total_gmv: 501 * 5_000_000,
    total_brokerage: 501 * 100_000,
    base_brokerage: 501 * 80_000,
    ladder_brokerage: 501 * 20_000,
    released: 0,
    ...summaryChange,
  };
  return (call: FakeCall) => {
    if (call.path === '/api/magnetBrokerage/passback/1') {
      return failSummary
        ? { status: 500, body: { message: 'Internal Server Error' } }
        : { status: 200, body: summary };
    }
    if (call.path === '/api/booking') {
      const page = Number(call.query.page);
      const size = Number(call.query.size);
      return {
        status: 200,
        body: {
          results: all.slice((page - 1) * size, page * size),
          meta: { totalElements: all.length, page, size },
        },
      };
    }
    return undefined;
  };
}

const settled = async (store: { status: string; statusOf: (n: string) => string }) => {
  await expect.poll(() => store.status !== 'pending' && store.statusOf('list') !== 'pending').toBe(true);
};

describe('passback store', () => {
  it('loads the summary for the partner and sums every kept booking, page after page', async () => {
    const { env, calls } = fakeEnvironment(server());
    const store = PassbackStore.create({}, env);
    store.show(1);
    await settled(store);
    expect(store.summary?.total_booking).toBe(501);
    expect(store.fromList?.total_booking).toBe(501);
    expect(store.mismatches).toEqual([]);
    const pages = calls.filter((c) => c.path === '/api/booking');
    expect(pages.map((c) => [c.query.page, c.query.size, c.query.is_lead_cancelled])).toEqual([
      ['1', '500', '0'],
      ['2', '500', '0'],
    ]);
  });

  it('names the figures where the summary and the list disagree', async () => {
    const { env } = fakeEnvironment(server({ released: 4_000 }));
    const store = PassbackStore.create({}, env);
    store.show(1);
    await settled(store);
    expect(store.mismatches).toEqual([{ label: 'Released', summary: '₹4,000', list: '₹0' }]);
  });

  it('a failed summary is rejected, with no summary and no warning', async () => {
    const { env } = fakeEnvironment(server({}, true));
    const store = PassbackStore.create({}, env);
    store.show(1);
    await settled(store);
    expect(store.status).toBe('rejected');
    expect(store.summary).toBeNull();
    expect(store.mismatches).toEqual([]);
  });

  it('shows each partner once; refresh loads again', async () => {
    const { env, calls } = fakeEnvironment(server());
    const store = PassbackStore.create({}, env);
    store.show(1);
    await settled(store);
    store.show(1);
    await settled(store);
    const summaries = () => calls.filter((c) => c.path.startsWith('/api/magnetBrokerage')).length;
    expect(summaries()).toBe(1);
    await store.refresh();
    expect(summaries()).toBe(2);
  });
});
