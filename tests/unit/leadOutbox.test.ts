import { describe, expect, it } from 'vitest';
import {
  existingLeadOf,
  type HomeLoanEntry,
  isOutboxEntry,
  type LeadEntry,
  newIdempotencyKey,
  outboxTitle,
} from '../../src/domain/leadOutbox';
import { maskNumber, receiptText, whatsappShareUrl } from '../../src/domain/leadReceipt';
import { storedOutbox } from '../../src/features/outbox/LeadOutboxStore';

const entry: LeadEntry = {
  key: '4f1c2a9e-7b3d-4c5e-9a1b-2c3d4e5f6a7b',
  userId: 1,
  queuedAt: 1_768_471_200_000,
  tier: 'Lite',
  projectName: 'Thane Greens',
  refused: null,
  payload: {
    name: 'Ravi Kumar',
    number: '9876543210',
    country_code: '+91',
    nationality: 1,
    project_id: 3,
    created_by: 1,
    magnet_id: 1,
    is_magnet: 1,
    admin_message: 'Site visit Sunday',
    more_fields: {
      percentage: 50,
      ClientBudget: {
        min_budget: 0,
        max_budget: 0,
        possession_timeline: null,
        referred_by: null,
        required_bhk: 0,
      },
    },
  },
};

const homeLoan: HomeLoanEntry = {
  kind: 'homeLoan',
  key: '0a1b2c3d-0000-4000-8000-000000000021',
  userId: 1,
  queuedAt: 1_768_471_200_000,
  refused: null,
  payload: { name: 'Kiran Desai', number: '9822200011' },
};

/** A browser storage holding `text` under the outbox's key ('pp.leadOutbox.v1'). */
function storageWith(text: string | null) {
  const map = new Map<string, string>(text === null ? [] : [['pp.leadOutbox.v1', text]]);
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}
const parseOutbox = (text: string | null) => storedOutbox.read(storageWith(text));

describe('the lead outbox in browser storage', () => {
  it('reads back what it wrote', () => {
    const storage = storageWith(null);
    storedOutbox.write(storage, [entry]);
    expect(storedOutbox.read(storage)).toEqual([entry]);
  });

  it('a missing, corrupted or foreign value gives an empty outbox', () => {
    expect(parseOutbox(null)).toEqual([]);
    expect(parseOutbox('')).toEqual([]);
    expect(parseOutbox('{not json')).toEqual([]);
    expect(parseOutbox('{"key":"x"}')).toEqual([]);
    expect(parseOutbox('42')).toEqual([]);
  });

  it('drops malformed entries and repeated keys, keeping the good ones', () => {
    const { more_fields, ...withoutMoreFields } = entry.payload;
    const stored = JSON.stringify([
      entry,
      { ...entry, key: 'short' },
      { ...entry, key: '0a1b2c3d-0000-4000-8000-000000000001', payload: withoutMoreFields },
      { ...entry, key: '0a1b2c3d-0000-4000-8000-000000000002', tier: 'Pro' },
      {
        ...entry,
        key: '0a1b2c3d-0000-4000-8000-000000000003',
        payload: { ...entry.payload, number: '98-76' },
      },
      { ...entry, key: '0a1b2c3d-0000-4000-8000-000000000004', payload: { ...entry.payload, extra: true } },
      { ...entry, projectName: 'the same key again' },
      null,
      'text',
    ]);
    expect(more_fields.percentage).toBe(50);
    expect(parseOutbox(stored)).toEqual([entry]);
  });

  it('a lead queued when possession carried the year is sent with the id (Lite: not given)', () => {
    const budget = { min_budget: 9_000_000, max_budget: 10_000_000, referred_by: null, required_bhk: 2 };
    const queued = (tier: LeadEntry['tier'], possession: number | null, key: string): LeadEntry => ({
      ...entry,
      key,
      tier,
      payload: {
        ...entry.payload,
        more_fields: { percentage: 60, ClientBudget: { ...budget, possession_timeline: possession } },
      },
    });
    const basic = '0a1b2c3d-0000-4000-8000-000000000011';
    const lite = '0a1b2c3d-0000-4000-8000-000000000012';
    const read = parseOutbox(JSON.stringify([queued('Basic', 2027, basic), queued('Lite', 0, lite)]));
    expect(
      read.map((e) => (e.kind === 'homeLoan' ? e : e.payload.more_fields.ClientBudget?.possession_timeline)),
    ).toEqual([1, null]);
    // Entries queued with an id already are read as they are.
    const current = queued('Basic', 0, basic);
    expect(parseOutbox(JSON.stringify([current]))).toEqual([current]);
  });

  it('holds home loan requests next to leads; an entry without a kind is a lead', () => {
    expect(isOutboxEntry(homeLoan)).toBe(true);
    expect(isOutboxEntry(entry)).toBe(true);
    expect(isOutboxEntry({ ...entry, kind: 'lead' })).toBe(true);
    // A home loan request with a lead's fields, or a lead marked as a home loan, is neither.
    expect(isOutboxEntry({ ...homeLoan, tier: 'Lite' })).toBe(false);
    expect(isOutboxEntry({ ...entry, kind: 'homeLoan' })).toBe(false);
    expect(isOutboxEntry({ ...homeLoan, payload: { name: 'Kiran Desai' } })).toBe(false);
  });

  it('idempotency keys are version-4 UUIDs, different each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
    expect(newIdempotencyKey((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('keeps the existing lead a duplicate refusal named', () => {
    const refused = {
      ...entry,
      refused: 'A lead for this client and project already exists: Lead #253',
      existingLeadId: 253,
    };
    expect(parseOutbox(JSON.stringify([refused]))).toEqual([refused]);
    expect(
      existingLeadOf(409, {
        message: 'A lead for this client and project already exists: Lead #253',
        lead_id: 253,
      }),
    ).toBe(253);
    expect(
      existingLeadOf(422, { message: 'Idempotency-Key was already used for another lead' }),
    ).toBeUndefined();
    expect(existingLeadOf(409, { message: 'x', lead_id: '253' })).toBeUndefined();
  });

  it('titles the outbox by what waits in it, leads and home loan requests apart', () => {
    const sent = { leadId: 812, at: 1_768_471_260_000 };
    expect(outboxTitle([entry])).toBe('1 lead waiting to be sent');
    expect(outboxTitle([entry, entry])).toBe('2 leads waiting to be sent');
    expect(outboxTitle([homeLoan])).toBe('1 home loan request waiting to be sent');
    expect(outboxTitle([entry, homeLoan, homeLoan])).toBe(
      '1 lead and 2 home loan requests waiting to be sent',
    );
    // A sent or refused entry no longer waits.
    expect(outboxTitle([{ ...entry, sent }, homeLoan])).toBe('1 home loan request waiting to be sent');
    expect(outboxTitle([{ ...entry, sent }])).toBe('Leads sent');
    expect(outboxTitle([{ ...homeLoan, sent }])).toBe('Home loan requests sent');
    expect(
      outboxTitle([
        { ...entry, refused: 'Daily limit reached' },
        { ...homeLoan, sent },
      ]),
    ).toBe('1 not added, 1 sent');
  });
});

describe('the lead receipt', () => {
  const receipt = {
    leadId: 812,
    clientName: 'Ravi Kumar',
    countryCode: '+91',
    number: '9876543210',
    projectName: 'Thane Greens',
    tier: 'Basic' as const,
    registeredAt: Date.parse('2026-01-15T09:34:00Z'),
  };

  it('masks all but the first two and last two digits', () => {
    expect(maskNumber('9876543210')).toBe('98******10');
    expect(maskNumber('12345')).toBe('12*45');
    expect(maskNumber('1234')).toBe('****');
  });

  it('names the lead id, the client with the masked number, the project, the tier and the time', () => {
    expect(receiptText(receipt, 'Partner Portal')).toBe(
      [
        'Lead registered on Partner Portal',
        'Lead ID: 812',
        'Client: Ravi Kumar (+91-98******10)',
        'Project: Thane Greens',
        'Tier: Basic (60%)',
        'Registered at: 15 Jan 2026, 03:04:00 PM IST',
      ].join('\n'),
    );
    expect(receiptText(receipt, 'Partner Portal')).not.toContain('9876543210');
  });

  it('shares the text through a WhatsApp link', () => {
    expect(whatsappShareUrl('Lead ID: 1\nClient: A & B')).toBe(
      'https://wa.me/?text=Lead%20ID%3A%201%0AClient%3A%20A%20%26%20B',
    );
  });
});
