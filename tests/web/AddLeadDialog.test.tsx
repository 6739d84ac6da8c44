import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRootStore } from '../../src/app/RootStore';
import { StoresProvider } from '../../src/app/StoresContext';
import { createSession } from '../../src/domain/session';
import { AddLeadDialog } from '../../src/features/addLead/AddLeadDialog';
import { saveSession } from '../../src/shared/state/storedSession';
import { demoUser, type FakeHandler, fakeEnvironment, NOW } from './fakeEnvironment';

const SCREEN_TIMEOUT = { timeout: 5000 };

function server(createStatus: number): FakeHandler {
  return (call) => {
    if (call.path === '/api/users/me') return { status: 200, body: demoUser };
    if (call.path === '/api/clients/known_numbers') return { status: 200, body: [] };
    if (call.path === '/api/regionparents') return { status: 200, body: [{ id: 4, name: 'Mumbai' }] };
    if (call.path === '/api/leads/create') {
      return createStatus === 201
        ? {
            status: 201,
            body: { message: 'Lead Added, it will reflect in CRM in a few minutes', lead: { id: 812 } },
            headers: { Date: 'Thu, 15 Jan 2026 10:04:05 GMT' },
          }
        : { status: createStatus, body: { message: 'Too many requests' } };
    }
    return undefined;
  };
}

async function renderDialog(createStatus = 201) {
  const { env, calls } = fakeEnvironment(server(createStatus));
  saveSession(env.storage, createSession('T1', demoUser, NOW));
  const root = createRootStore(env);
  root.session.restore();
  await root.session.loadMe();
  render(
    <StoresProvider store={root}>
      <MemoryRouter>
        <AddLeadDialog />
      </MemoryRouter>
    </StoresProvider>,
  );
  root.ui.openAddLead({ project: { id: 3, name: 'Thane Greens' } });
  return { root, calls };
}

function fillLite() {
  fireEvent.click(screen.getByRole('button', { name: 'Lite 50%' }));
  fireEvent.change(screen.getByLabelText('Client Name'), { target: { value: 'Ravi Kumar' } });
  fireEvent.change(screen.getByLabelText('Client Number'), { target: { value: '9876543210' } });
  fireEvent.change(screen.getByLabelText('Comments'), { target: { value: 'Site visit on Sunday' } });
}

describe('Add Lead dialog', () => {
  it('opens on the tier choice; the preselected project cannot be changed; success shows the receipt and a fresh form', async () => {
    const { calls } = await renderDialog();
    expect(await screen.findByRole('button', { name: 'Pro 80%' }, SCREEN_TIMEOUT)).toBeTruthy();
    fillLite();
    const project = screen.getByLabelText('Project');
    expect((project as HTMLInputElement).value).toBe('Thane Greens');
    expect((project as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear Project' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add Lead' }));
    expect(
      await screen.findByText('Lead Added, it will reflect in CRM in a few minutes', {}, SCREEN_TIMEOUT),
    ).toBeTruthy();
    expect(screen.getByTestId('lead-receipt').textContent).toContain('Lead ID: 812');
    expect(screen.getByTestId('lead-receipt').textContent).toContain('Client: Ravi Kumar (+91-98******10)');
    await waitFor(() => expect((screen.getByLabelText('Client Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Project') as HTMLInputElement).value).toBe('Thane Greens');
    const create = calls.find((c) => c.path === '/api/leads/create');
    expect(create?.body).toMatchObject({
      name: 'Ravi Kumar',
      project_id: 3,
      more_fields: { percentage: 50 },
    });
    // The dashboard counts are fetched again.
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/dashboard/open_leads/${demoUser.id}`)).toBe(true),
    );
  });

  it("asks Basic for the client's possession, budget and bed configuration, without the activity of Plus", async () => {
    await renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Basic 60%' }, SCREEN_TIMEOUT));
    for (const label of ['Possession', 'Budget', 'Bed Configuration']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.queryByLabelText('Activity Comments')).toBeNull();
  });

  it("'Too many requests' replaces the form by the daily-limit notice and the bulk upload form", async () => {
    await renderDialog(429);
    await screen.findByRole('button', { name: 'Lite 50%' }, SCREEN_TIMEOUT);
    fillLite();
    fireEvent.click(screen.getByRole('button', { name: 'Add Lead' }));
    const limit = await screen.findByTestId('daily-limit', {}, SCREEN_TIMEOUT);
    expect(
      within(limit).getByText("You can't add more than 25 leads in a day. Consider uploading Bulk Leads"),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Client Name')).toBeNull();
    expect(within(limit).getByRole('button', { name: 'Region' })).toBeTruthy();
    fireEvent.click(within(limit).getByRole('button', { name: 'Upload' }));
    expect(await within(limit).findAllByText('Required', {}, SCREEN_TIMEOUT)).toHaveLength(2);
  });

  it("a Reference with a stop or a double space says 'make sure no extra spaces or special charaters' and is not sent", async () => {
    const { calls } = await renderDialog();
    await screen.findByRole('button', { name: 'Lite 50%' }, SCREEN_TIMEOUT);
    fillLite();
    fireEvent.change(screen.getByLabelText('Reference (optional)'), { target: { value: 'Mr. Suresh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Lead' }));
    expect(
      await screen.findByText('make sure no extra spaces or special charaters', {}, SCREEN_TIMEOUT),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/leads/create')).toBe(false);
  });

  it('typing the next lead clears the receipt of the last one', async () => {
    await renderDialog();
    await screen.findByRole('button', { name: 'Lite 50%' }, SCREEN_TIMEOUT);
    fillLite();
    fireEvent.click(screen.getByRole('button', { name: 'Add Lead' }));
    await screen.findByTestId('lead-receipt', {}, SCREEN_TIMEOUT);
    await waitFor(() => expect((screen.getByLabelText('Client Name') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('Required')).toBeNull();

    fireEvent.change(screen.getByLabelText('Client Name'), { target: { value: 'Meera' } });
    await waitFor(() => expect(screen.queryByTestId('lead-receipt')).toBeNull());
  });

  it('Escape asks before throwing typed input away: Keep editing keeps it, Discard closes', async () => {
    const { root } = await renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Lite 50%' }, SCREEN_TIMEOUT));
    const name = screen.getByLabelText('Client Name');
    fireEvent.change(name, { target: { value: 'Ravi Kumar' } });
    fireEvent.keyDown(name, { key: 'Escape' });
    const confirm = await screen.findByRole('alertdialog', {}, SCREEN_TIMEOUT);
    expect(within(confirm).getByText('Discard what you typed?')).toBeTruthy();

    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Client Name') as HTMLInputElement).value).toBe('Ravi Kumar');
    expect(root.ui.addLead).not.toBeNull();

    fireEvent.keyDown(screen.getByLabelText('Client Name'), { key: 'Escape' });
    fireEvent.click(
      within(await screen.findByRole('alertdialog', {}, SCREEN_TIMEOUT)).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(root.ui.addLead).toBeNull());
  });
});
