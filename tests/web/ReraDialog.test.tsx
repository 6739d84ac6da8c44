import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApi, createEngageApi } from '../../src/api/client';
import { createServerReachability } from '../../src/api/serverReachability';
import { createRootStore } from '../../src/app/RootStore';
import { StoresProvider } from '../../src/app/StoresContext';
import { formatDay } from '../../src/domain/dates';
import { createSession } from '../../src/domain/session';
import { ReraDialog } from '../../src/features/profile/ReraDialog';
import { memoryOutboxDb } from '../../src/shared/state/outboxDb';
import type { RootEnv } from '../../src/shared/state/RootEnv';
import { saveSession } from '../../src/shared/state/storedSession';
import { demoUser, NOW } from './fakeEnvironment';

type Put = { path: string; data: unknown };

/** An environment whose PUT /users/{id} reads the multipart 'data' part; GET /users/me answers the user. */
function environment(putStatus = 200) {
  const puts: Put[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (request.method === 'GET' && url.pathname === '/api/users/me') return json(200, demoUser);
    if (request.method === 'PUT' && url.pathname === `/api/users/${demoUser.id}`) {
      const form = await request.formData();
      const data = form.get('data');
      puts.push({ path: url.pathname, data: typeof data === 'string' ? JSON.parse(data) : null });
      return putStatus === 200
        ? json(200, { message: 'Updated successfully', user: demoUser })
        : json(putStatus, { message: 'Internal Server Error' });
    }
    return json(404, { message: 'Not found' });
  };
  const storage = window.localStorage;
  const getToken = () => 'T1';
  const env: RootEnv = {
    storage,
    now: () => NOW,
    reachability: createServerReachability({ fetch, probe: () => Promise.resolve() }),
    api: createApi({ baseUrl: 'http://portal.test/api', getToken, fetch }),
    engage: createEngageApi({ baseUrl: 'http://portal.test/engage', getToken, fetch }),
    outbox: memoryOutboxDb(),
    fromDevice: async () => null,
    forgetPartnerData: () => Promise.resolve(),
  };
  return { env, puts };
}

async function renderDialog(putStatus = 200) {
  const { env, puts } = environment(putStatus);
  saveSession(env.storage, createSession('T1', demoUser, NOW));
  const store = createRootStore(env);
  store.session.restore();
  await store.session.loadMe();
  const onClose = vi.fn<() => void>();
  render(
    <StoresProvider store={store}>
      <ReraDialog isOpen onClose={onClose} />
    </StoresProvider>,
  );
  return { puts, onClose };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('RERA Details dialog', () => {
  it('shows its texts', async () => {
    await renderDialog();
    expect(screen.getByText('RERA Details')).toBeTruthy();
    expect(screen.getByText('Please Enter Your RERA Number:')).toBeTruthy();
    expect(screen.getByText('OR')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Have you applied for RERA Registration?' })).toBeTruthy();
    expect(screen.getByText('Applied for RERA Registration on')).toBeTruthy();
    expect(screen.getByLabelText('Applied On')).toBeTruthy();
  });

  it("empty submit: 'Enter rera no or answer if rera is applied'; nothing is sent", async () => {
    const { puts } = await renderDialog();
    submit();
    expect(await screen.findByText('Enter rera no or answer if rera is applied')).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it("Yes without a date: 'Please provide date on which you have applied'", async () => {
    const { puts } = await renderDialog();
    fireEvent.click(screen.getByLabelText('Yes'));
    submit();
    expect(await screen.findByText('Please provide date on which you have applied')).toBeTruthy();
    expect(screen.queryByText('Enter rera no or answer if rera is applied')).toBeNull();
    expect(puts).toHaveLength(0);
  });

  it("an invalid number: 'not a valid rera no.'", async () => {
    await renderDialog();
    fireEvent.change(screen.getByLabelText('RERA No'), { target: { value: 'A123' } });
    submit();
    expect(await screen.findByText('not a valid rera no.')).toBeTruthy();
  });

  it('a valid number is sent trimmed as Usermeta, then closes with the success message', async () => {
    const { puts, onClose } = await renderDialog();
    fireEvent.change(screen.getByLabelText('RERA No'), { target: { value: '  A12345678901  ' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts).toEqual([
      {
        path: '/api/users/1',
        data: { Usermeta: { rera_no: 'A12345678901', is_rera_applied: null, rera_applied_date: null } },
      },
    ]);
    expect(await screen.findByText('Updated successfully!!!')).toBeTruthy();
  });

  it('Yes with a date typed as YYYY-MM-DD sends is_rera_applied 1 and the date', async () => {
    const { puts, onClose } = await renderDialog();
    fireEvent.click(screen.getByLabelText('Yes'));
    const date = screen.getByLabelText('Applied On');
    fireEvent.focus(date);
    fireEvent.change(date, { target: { value: '2024-03-15' } });
    fireEvent.blur(date);
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts[0]?.data).toEqual({
      Usermeta: { rera_no: null, is_rera_applied: 1, rera_applied_date: '2024-03-15' },
    });
  });

  it('a day after today is refused with its reason; nothing is sent', async () => {
    const { puts, onClose } = await renderDialog();
    fireEvent.click(screen.getByLabelText('Yes'));
    const date = screen.getByLabelText('Applied On');
    fireEvent.focus(date);
    // Ten days ahead, as people write it ('17 Dec 2026').
    const ahead = formatDay(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    fireEvent.change(date, { target: { value: ahead } });
    fireEvent.blur(date);
    submit();
    expect(await screen.findByText('The date you applied on cannot be in the future')).toBeTruthy();
    expect(puts).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a date typed as people write it is shown so and sent as YYYY-MM-DD', async () => {
    const { puts, onClose } = await renderDialog();
    fireEvent.click(screen.getByLabelText('Yes'));
    const date = screen.getByLabelText<HTMLInputElement>('Applied On');
    fireEvent.focus(date);
    fireEvent.change(date, { target: { value: '5 mar 2024' } });
    fireEvent.blur(date);
    await waitFor(() => expect(date.value).toBe('05 Mar 2024'));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts[0]?.data).toEqual({
      Usermeta: { rera_no: null, is_rera_applied: 1, rera_applied_date: '2024-03-05' },
    });
  });

  it("a failed save shows 'Oops something went wrong!!!' and stays open", async () => {
    const { onClose } = await renderDialog(500);
    fireEvent.click(screen.getByLabelText('No'));
    submit();
    expect((await screen.findAllByText('Oops something went wrong!!!')).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
