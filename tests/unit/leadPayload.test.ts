import { describe, expect, it } from 'vitest';
import {
  type AddLeadValues,
  buildLeadPayload,
  emptyLeadValues,
  isMagnetRole,
  partnerSourceId,
  validateLeadForm,
} from '../../src/domain/leadPayload';

const context = { userId: 42, role: 'magnet', sourceId: 1 };

function values(overrides: Partial<AddLeadValues> = {}): AddLeadValues {
  return {
    ...emptyLeadValues(),
    name: '  Ravi Kumar ',
    project: { id: 7, name: 'Thane Greens' },
    number: '98765 43210',
    email: ' ravi@example.in ',
    nationality: 2,
    admin_message: ' Call after 6 pm ',
    referred_by: ' Suresh ',
    possession: 2,
    budget: 4,
    bhk: 3,
    action_date: '2026-02-01T10:30+05:30',
    activity_comments: ' First visit ',
    ...overrides,
  };
}

describe('the lead create payload (spec 01 §3)', () => {
  it('Lite: the common fields, percentage 50 and a ClientBudget that only carries the reference', () => {
    const payload = buildLeadPayload('Lite', values(), context);
    expect(payload).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      number: '9876543210',
      country_code: '+91',
      nationality: 2,
      source_id: 1,
      project_id: 7,
      created_by: 42,
      magnet_id: 42,
      is_magnet: 1,
      admin_message: 'Call after 6 pm',
      more_fields: {
        percentage: 50,
        ClientBudget: {
          min_budget: 0,
          max_budget: 0,
          possession_timeline: null,
          referred_by: 'Suresh',
          required_bhk: 0,
        },
      },
    });
  });

  it("Basic: percentage 60 and the chosen budget band, possession year's id and bed configuration", () => {
    // Possession id 2 is 2026 (2022 to 2028 as ids 6 down to 0).
    const payload = buildLeadPayload('Basic', values(), context);
    expect(payload.more_fields).toEqual({
      percentage: 60,
      ClientBudget: {
        min_budget: 9_000_000,
        max_budget: 10_000_000,
        possession_timeline: 2,
        referred_by: 'Suresh',
        required_bhk: 3,
      },
    });
    expect(payload.more_fields.ActivityInfo).toBeUndefined();
  });

  it('Plus: percentage 70 and ActivityInfo with internal status 3, the user and the project', () => {
    const payload = buildLeadPayload('Plus', values({ budget: 0, possession: 0, bhk: 102 }), context);
    expect(payload.more_fields).toEqual({
      percentage: 70,
      ClientBudget: {
        min_budget: 25_000_000,
        max_budget: 200_000_000,
        possession_timeline: 0,
        referred_by: 'Suresh',
        required_bhk: 102,
      },
      ActivityInfo: {
        action_date: '2026-02-01T05:00:00.000Z',
        comments: 'First visit',
        created_by: 42,
        internal_status_id: 3,
        project_id: 7,
      },
    });
  });

  it('leaves out an empty email and an unknown source; an empty reference is null', () => {
    const payload = buildLeadPayload('Basic', values({ email: '  ', referred_by: '' }), {
      ...context,
      sourceId: undefined,
    });
    expect('email' in payload).toBe(false);
    expect('source_id' in payload).toBe(false);
    expect(payload.more_fields.ClientBudget?.referred_by).toBeNull();
  });

  it('keeps the country code and sends the digits of a number typed with spaces or dashes', () => {
    const payload = buildLeadPayload(
      'Lite',
      values({ country_code: '+971', number: '50-123 4567' }),
      context,
    );
    expect(payload.country_code).toBe('+971');
    expect(payload.number).toBe('501234567');
  });

  it("is_magnet is 1 for the role 'magnet' in any case, else 0 (spec 6)", () => {
    expect(isMagnetRole('magnet')).toBe(1);
    expect(isMagnetRole('MAGNET')).toBe(1);
    expect(isMagnetRole(' Magnet ')).toBe(1);
    expect(isMagnetRole(22)).toBe(0);
    expect(isMagnetRole('admin')).toBe(0);
    expect(isMagnetRole(null)).toBe(0);
    expect(buildLeadPayload('Lite', values(), { ...context, role: 'Sales' }).is_magnet).toBe(0);
  });

  it("the partner source is the one named 'Magnet Limited'", () => {
    expect(
      partnerSourceId([
        { id: 4, name: 'Facebook' },
        { id: 9, name: 'magnet LIMITED' },
      ]),
    ).toBe(9);
    expect(partnerSourceId([{ id: 2, name: 'Magnet Bulk' }])).toBeUndefined();
  });
});

describe('the add-lead form rules (spec 01 §5)', () => {
  it("an empty Lite form: client name, project, number and comments are 'Required'; email and reference are not", () => {
    expect(validateLeadForm('Lite', emptyLeadValues())).toEqual({
      name: 'Required',
      project: 'Required',
      number: 'Required',
      admin_message: 'Required',
    });
  });

  it('Basic adds possession, budget and bed configuration; Plus adds the activity time', () => {
    const empty = emptyLeadValues();
    expect(validateLeadForm('Basic', empty)).toMatchObject({
      possession: 'Required',
      budget: 'Required',
      bhk: 'Required',
    });
    expect(validateLeadForm('Basic', empty).action_date).toBeUndefined();
    expect(validateLeadForm('Plus', empty).action_date).toBe('Required');
  });

  it('a complete form of each tier passes, including the items whose id is 0', () => {
    const complete = values({ budget: 0, possession: 0, bhk: 0, referred_by: 'Suresh' });
    expect(validateLeadForm('Lite', complete)).toEqual({});
    expect(validateLeadForm('Basic', complete)).toEqual({});
    expect(validateLeadForm('Plus', complete)).toEqual({});
  });

  it("the reference, when given, is the generic text pattern: 'make sure no extra spaces or special charaters'", () => {
    for (const reference of ['Mr. Suresh', 'Suresh  Rao', ' Suresh']) {
      expect(validateLeadForm('Lite', values({ referred_by: reference })).referred_by).toBe(
        'make sure no extra spaces or special charaters',
      );
    }
    expect(validateLeadForm('Lite', values({ referred_by: 'Suresh Rao 2' })).referred_by).toBeUndefined();
    expect(validateLeadForm('Lite', values({ referred_by: '' })).referred_by).toBeUndefined();
  });

  it("client name: 'only alphabets and spaces are allowed'", () => {
    expect(validateLeadForm('Lite', values({ name: 'Ravi 2' })).name).toBe(
      'only alphabets and spaces are allowed',
    );
    expect(validateLeadForm('Lite', values({ name: 'Ravi_K' })).name).toBe(
      'only alphabets and spaces are allowed',
    );
    expect(validateLeadForm('Lite', values({ name: 'Ravi Kumar' })).name).toBeUndefined();
  });

  it("+91 numbers: 10 digits starting 6-9, else 'not a valid phone number'", () => {
    expect(validateLeadForm('Lite', values({ number: '5876543210' })).number).toBe(
      'not a valid phone number',
    );
    expect(validateLeadForm('Lite', values({ number: '987654321' })).number).toBe('not a valid phone number');
    expect(validateLeadForm('Lite', values({ number: '9876543210' })).number).toBeUndefined();
  });

  it('other codes: the number is required, then 4 to 15 digits; the code itself is required', () => {
    expect(validateLeadForm('Lite', values({ country_code: '+44', number: '' })).number).toBe('Required');
    expect(
      validateLeadForm('Lite', values({ country_code: '+44', number: '20 7946 0958' })).number,
    ).toBeUndefined();
    expect(validateLeadForm('Lite', values({ country_code: '+44', number: '12' })).number).toBe(
      'not a valid phone number',
    );
    expect(validateLeadForm('Lite', values({ country_code: '' })).country_code).toBe('Required');
  });

  it("project, budget, possession and bed configuration need an item with an id ('Required')", () => {
    expect(validateLeadForm('Basic', values({ project: null })).project).toBe('Required');
    expect(validateLeadForm('Basic', values({ budget: 99 })).budget).toBe('Required');
    expect(validateLeadForm('Basic', values({ possession: 7 })).possession).toBe('Required');
    expect(validateLeadForm('Basic', values({ bhk: 11 })).bhk).toBe('Required');
  });

  it("an optional email must still be an address: 'Invalid email address'", () => {
    expect(validateLeadForm('Lite', values({ email: 'ravi@' })).email).toBe('Invalid email address');
    expect(validateLeadForm('Lite', values({ email: '' })).email).toBeUndefined();
  });

  it('the activity time must be a real instant', () => {
    expect(validateLeadForm('Plus', values({ action_date: 'soon' })).action_date).toBe(
      'Enter a date as YYYY/MM/DD hh:mm a',
    );
  });

  it("an activity time before now: 'Activity Time cannot be in the past'", () => {
    const now = new Date('2026-12-07T10:00:00+05:30');
    const at = (action_date: string) => validateLeadForm('Plus', values({ action_date }), now).action_date;
    expect(at('2026-12-07T09:59:00+05:30')).toBe('Activity Time cannot be in the past');
    expect(at('2026-11-30T18:00:00+05:30')).toBe('Activity Time cannot be in the past');
    expect(at('2026-12-07T10:30:00+05:30')).toBeUndefined();
  });
});
