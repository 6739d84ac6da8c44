import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/features/login/LoginPage';
import { readSession } from '../../src/shared/state/storedSession';
import { demoUser, type FakeHandler, fakeEnvironment, NOW } from './fakeEnvironment';

function renderLogin(handler: FakeHandler, search = '') {
  const { env, calls } = fakeEnvironment(handler);
  const onNavigate = vi.fn<(url: string) => void>();
  render(<LoginPage env={env} search={search} onNavigate={onNavigate} />);
  return { env, calls, onNavigate };
}

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('LoginPage', () => {
  it('shows the product, the tiers and the support contacts', () => {
    renderLogin(() => undefined);
    expect(screen.getByRole('heading', { name: 'Partner Portal' })).toBeTruthy();
    expect(screen.getByText('Lite 50% · Basic 60% · Plus 70%')).toBeTruthy();
    expect(screen.getByText('support@partnerportal.in')).toBeTruthy();
  });

  it("shows 'Required' for empty fields and sends nothing", async () => {
    const { calls } = renderLogin(() => undefined);
    await act(async () => {
      fireEvent.click(signInButton());
    });
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it("shows 'not a valid phone number' for a bad phone", async () => {
    renderLogin(() => undefined);
    type('Phone', '12345');
    expect(await screen.findByText('not a valid phone number')).toBeTruthy();
  });

  it("shows the server's message when sign-in fails", async () => {
    const { onNavigate } = renderLogin(() => ({
      status: 401,
      body: { message: 'Invalid phone or password' },
    }));
    type('Phone', '9876543210');
    type('Password', 'wrong');
    await act(async () => {
      fireEvent.click(signInButton());
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid phone or password');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('signs in with remember me, stores the session and goes to redirect_to', async () => {
    const { calls, env, onNavigate } = renderLogin(
      () => ({ status: 200, body: { userData: { ...demoUser, token: 'T1' } } }),
      '?redirect_to=%2Fleads',
    );
    type('Phone', '9876543210');
    type('Password', 'magnet123');
    fireEvent.click(screen.getByLabelText('Remember me'));
    await act(async () => {
      fireEvent.click(signInButton());
    });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/leads'));
    expect(calls[0]?.body).toEqual({ phone: '9876543210', password: 'magnet123', remember_me: 'yes' });
    expect(readSession(env.storage, NOW)?.token).toBe('T1');
  });

  it('ignores a redirect_to that leaves the site', async () => {
    const { onNavigate } = renderLogin(
      () => ({ status: 200, body: { userData: { ...demoUser, token: 'T1' } } }),
      '?redirect_to=https%3A%2F%2Fevil.example',
    );
    type('Phone', '9876543210');
    type('Password', 'magnet123');
    await act(async () => {
      fireEvent.click(signInButton());
    });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/'));
  });

  it("registers a partner, shows 'Registered Successfully' and prefills the phone", async () => {
    const { calls } = renderLogin(() => ({ status: 201, body: { message: 'User Created' } }));
    fireEvent.click(screen.getByRole('tab', { name: 'Register as a partner' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    });
    expect(screen.getAllByText('Required')).toHaveLength(5);
    type('First name', 'Ravi');
    type('Last name', 'Kumar');
    type('Phone', '9123456789');
    type('Email', 'ravi@');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    type('Email', 'ravi@example.in');
    type('Password', 'secret1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    });
    expect(await screen.findByText('Registered Successfully')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/users/create_magnet',
      body: {
        first_name: 'Ravi',
        last_name: 'Kumar',
        phone: '9123456789',
        email: 'ravi@example.in',
        password: 'secret1',
      },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('9123456789');
    expect(signInButton()).toBeTruthy();
  });

  it('refuses a password that is easy to guess (the server rule) and sends nothing', async () => {
    const { calls } = renderLogin(() => ({ status: 201, body: { message: 'User Created' } }));
    fireEvent.click(screen.getByRole('tab', { name: 'Register as a partner' }));
    type('First name', 'Ravi');
    type('Last name', 'Kumar');
    type('Phone', '9123456789');
    type('Email', 'ravi@example.in');
    type('Password', 'ravi9123456789');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    });
    expect(
      screen.getByText(
        'Password is too easy to guess: use letters and digits, not a common password or your phone number',
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Registeration failed: …' with the server's message", async () => {
    renderLogin(() => ({ status: 409, body: { message: 'User already exists with this phone' } }));
    fireEvent.click(screen.getByRole('tab', { name: 'Register as a partner' }));
    type('First name', 'Ravi');
    type('Last name', 'Kumar');
    type('Phone', '9876543210');
    type('Email', 'ravi@example.in');
    type('Password', 'secret1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Registeration failed: User already exists with this phone',
    );
  });
});
