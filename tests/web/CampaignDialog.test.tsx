import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRootStore } from '../../src/app/RootStore';
import { StoresProvider } from '../../src/app/StoresContext';
import { createSession } from '../../src/domain/session';
import { CampaignDialog } from '../../src/features/campaigns/CampaignDialog';
import { saveSession } from '../../src/shared/state/storedSession';
import { demoUser, type FakeHandler, fakeEnvironment, NOW } from './fakeEnvironment';

function renderDialog(handler: FakeHandler, project?: { id: number; name: string }) {
  const { env, calls } = fakeEnvironment(handler);
  saveSession(env.storage, createSession('T1', demoUser, NOW));
  const store = createRootStore(env);
  store.session.restore();
  store.ui.openCampaign(project ? { project } : {});
  render(
    <StoresProvider store={store}>
      <MemoryRouter>
        <CampaignDialog />
      </MemoryRouter>
    </StoresProvider>,
  );
  return { store, calls };
}

describe('campaign request form', () => {
  beforeEach(() => window.localStorage.clear());

  it('opened by another screen with a project: the project is fixed and sent with the form', async () => {
    const { calls } = renderDialog(
      (call) =>
        call.path === '/api/focus_projects/focus_project_upsert'
          ? {
              status: 200,
              body: {
                message: 'Project available for digital campaign',
                payment_url: '/payments/campaign/abc',
              },
            }
          : undefined,
      { id: 42, name: 'Skyline Heights' },
    );
    const project = screen.getByRole('textbox', { name: 'Project' });
    expect(project).toHaveProperty('value', 'Skyline Heights');
    expect(project).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Clear Project' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'FB Ads' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Google Ads' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '50000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getByText('Project available for digital campaign')).toBeTruthy());
    expect(calls.find((c) => c.path === '/api/focus_projects/focus_project_upsert')?.body).toEqual({
      amount: 50000,
      campaign_type_id: [1, 2],
      name: 'ASHA RAO',
      project_id: 42,
      is_interested: 1,
    });
    expect(screen.getByTitle('Campaign payment').getAttribute('src')).toBe('/payments/campaign/abc');
  });

  it('opened from the speed dial: the project is to be searched and required', async () => {
    const { calls } = renderDialog(() => undefined);
    const project = screen.getByRole('textbox', { name: 'Project' });
    expect(project).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '24999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(screen.getByText('Digital spend should be a minimum of ₹25000')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('focus_project_upsert'))).toBe(false);
  });
});
