import { describe, expect, it } from 'vitest';
import { createRootStore } from '../../src/app/RootStore';
import { DuplicateGuardStore } from '../../src/features/addLead/DuplicateGuardStore';
import { CampaignRequestStore } from '../../src/features/campaigns/CampaignRequestStore';
import { HomeLoanStore } from '../../src/features/homeLoans/HomeLoanStore';
import { ClosedLeadsStore } from '../../src/features/leads/leadsSpec';
import { type FakeHandler, fakeEnvironment } from './fakeEnvironment';

const KNOWN = '9876543210';

/** The partner's client KNOWN has one lead; every other number is nobody's. */
const clients: FakeHandler = (call) => {
  if (call.path === '/api/clients/known_numbers') {
    const { numbers } = call.body as { numbers: string[] };
    return {
      status: 200,
      body: numbers.includes(KNOWN)
        ? [
            {
              number: KNOWN,
              name: 'Ravi Kumar',
              lead_id: 42,
              open_leads: [{ id: 42, client_name: 'Ravi Kumar', Project: { id: 7, name: 'Palm Grove' } }],
            },
          ]
        : [],
    };
  }
  if (call.path === '/api/leads') {
    return {
      status: 200,
      body: {
        leads: [
          {
            id: 42,
            Client: { name: 'Ravi Kumar', number: KNOWN },
            Project: { id: 7, name: 'Palm Grove' },
            ObjectStage: { Stage: { name: 'Not Updated' } },
            created_at: '2026-01-10T09:00:00.000Z',
          },
        ],
      },
    };
  }
  return undefined;
};

describe('the duplicate guard store', () => {
  it("asks POST /clients/known_numbers, then the known client's leads", async () => {
    const { env, calls } = fakeEnvironment(clients);
    const guard = DuplicateGuardStore.create({}, env);
    await guard.look(KNOWN);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/clients/known_numbers',
      'GET /api/leads',
    ]);
    expect(calls[0]?.body).toEqual({ numbers: [KNOWN] });
    expect(calls[1]?.query).toMatchObject({ client_number: KNOWN, type: 'all_leads' });
    expect(guard.leads).toEqual([
      {
        id: 42,
        clientName: 'Ravi Kumar',
        projectId: 7,
        projectName: 'Palm Grove',
        stage: 'Not Updated',
        createdAt: '2026-01-10T09:00:00.000Z',
      },
    ]);
  });

  it("says nothing of a number that is not the partner's client, nor of one too short or too long", async () => {
    const { env, calls } = fakeEnvironment(clients);
    const guard = DuplicateGuardStore.create({}, env);
    await guard.look('9000000001');
    expect(calls.map((c) => c.path)).toEqual(['/api/clients/known_numbers']);
    await guard.look('987654321');
    await guard.look('9876543210123456');
    expect(calls).toHaveLength(1);
    expect(guard.leads).toEqual([]);
  });

  it('looks up only the last of numbers typed in quick succession', async () => {
    const { env, calls } = fakeEnvironment(clients);
    const guard = DuplicateGuardStore.create({}, env);
    await Promise.all([guard.look('9000000001'), guard.look(KNOWN)]);
    expect(calls[0]?.body).toEqual({ numbers: [KNOWN] });
    expect(guard.leads.map((l) => l.id)).toEqual([42]);
    // A changed number hides the old answer at once.
    void guard.look('9000000002');
    expect(guard.leads).toEqual([]);
    guard.stop();
  });
});

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
      call.path === '/api/homeLoan'
        ? { status, body: { message: 'Created', homeLoan: { id: 9 } } }
        : undefined,
    );
    const store = HomeLoanStore.create({}, env);
    const root = createRootStore(env);
    const request = () =>
      store.request({ name: 'Ravi Kumar', number: KNOWN }, { userId: 1, online: true, outbox: root.outbox });
    expect(await request()).toBe('sent');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Ravi Kumar', number: KNOWN } });
    status = 500;
    await expect(request()).rejects.toThrow();
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
