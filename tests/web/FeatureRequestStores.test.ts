import { describe, expect, it } from 'vitest';
import { CampaignRequestStore } from '../../src/features/campaigns/CampaignRequestStore';
import { HomeLoanStore } from '../../src/features/homeLoans/HomeLoanStore';
import { ClosedLeadsStore } from '../../src/features/leads/leadsSpec';
import { fakeEnvironment } from './fakeEnvironment';

const KNOWN = '9876543210';

describe('the closed leads download', () => {
  it('asks for the Excel file of the filters with magnet_id; a failure answers null', async () => {
    let status = 200;
    const { env, calls } = fakeEnvironment((call) =>
      call.path === '/api/leads/magnet/close_leads/download' ? { status, body: 'xlsx' } : undefined,
    );
    const store = ClosedLeadsStore.create({}, env);
    store.setUser(1);
    store.addFilter('project_ids', { id: 7, name: 'Palm Grove' });
    const download = store.download();
    expect(store.downloading).toBe(true);
    // The file as the server sent it (the fake server sends JSON text).
    expect(await (await download)?.text()).toBe('"xlsx"');
    expect(store.downloading).toBe(false);
    expect(calls[0]?.query).toEqual({ project_ids: '7', magnet_id: '1' });

    status = 500;
    expect(await store.download()).toBeNull();
    expect(store.downloading).toBe(false);
  });
});

describe('the request forms', () => {
  it('sends the home loan request as POST /homeLoan; a refusal throws', async () => {
    let status = 201;
    const { env, calls } = fakeEnvironment((call) =>
      call.path === '/api/homeLoan' ? { status, body: { message: 'Created' } } : undefined,
    );
    const store = HomeLoanStore.create({}, env);
    await store.request({ name: 'Ravi Kumar', number: KNOWN });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Ravi Kumar', number: KNOWN } });
    status = 500;
    await expect(store.request({ name: 'Ravi Kumar', number: KNOWN })).rejects.toThrow();
  });

  it('keeps the payment address the campaign request answers', async () => {
    const { env } = fakeEnvironment((call) =>
      call.path === '/api/focus_projects/focus_project_upsert'
        ? { status: 200, body: { message: 'ok', payment_url: '/payments/campaign/abc' } }
        : undefined,
    );
    const store = CampaignRequestStore.create({}, env);
    expect(store.paymentUrl).toBeNull();
    await store.request({
      amount: 50000,
      campaign_type_id: [1],
      name: 'ASHA RAO',
      project_id: 42,
      is_interested: 1,
    });
    expect(store.paymentUrl).toBe('/payments/campaign/abc');
  });
});
