import { Callout, Icon, Tab, Tabs } from '@blueprintjs/core';
import {
  AddToArtifactIcon,
  BankAccountIcon,
  OfficeIcon,
  PeopleIcon,
  TickCircleIcon,
  TimelineLineChartIcon,
} from '@blueprintjs/icons';
import { useState } from 'react';
import { safeRedirectTarget } from '../../domain/redirect';
import { referralCodeOf } from '../../domain/referral';
import { appConfig } from '../../shared/config/appConfig';
import { SupportBlock } from '../../shared/ui/SupportBlock';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import type { SignInEnv } from './sessionCalls';
import './loginPage.css';

type LoginPageProps = {
  /** The API and the storage the session is kept in. */
  env: SignInEnv;
  /** location.search of the page; its redirect_to says where to go after signing in. */
  search: string;
  onNavigate: (url: string) => void;
};

type Mode = 'signin' | 'register';

const TIERS = [
  { name: 'Lite', percentage: 50 },
  { name: 'Basic', percentage: 60 },
  { name: 'Plus', percentage: 70 },
] as const;

const TIERS_LINE = TIERS.map((tier) => `${tier.name} ${tier.percentage}%`).join(' · ');

const HIGHLIGHTS = [
  { icon: <AddToArtifactIcon />, text: 'Add client leads for top projects in seconds' },
  { icon: <TimelineLineChartIcon />, text: 'Follow every lead from site visit to booking' },
  { icon: <BankAccountIcon />, text: 'Track bookings, brokerage and payouts' },
] as const;

export function LoginPage({ env, search, onNavigate }: LoginPageProps) {
  // A referral link opens registration, which carries the referring partner's code.
  const referralCode = referralCodeOf(search);
  const [mode, setMode] = useState<Mode>(referralCode === null ? 'signin' : 'register');
  const [notice, setNotice] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const redirectTo = safeRedirectTarget(new URLSearchParams(search).get('redirect_to'));

  const handleTabChange = (next: Mode) => {
    setMode(next);
    setNotice(null);
  };
  const handleRegistered = (registeredPhone: string, message: string) => {
    setPhone(registeredPhone);
    setNotice(message);
    setMode('signin');
  };
  const handleSignedIn = () => onNavigate(redirectTo);

  return (
    <div className="pp-login">
      <aside className="pp-login__brand">
        <div className="pp-login__logo">
          <span className="pp-icon-box pp-login__mark" aria-hidden="true">
            <OfficeIcon size={22} />
          </span>
          <h1 className="pp-login__product">{appConfig.productName}</h1>
        </div>
        <p className="pp-login__tagline">The workspace of real-estate channel partners.</p>
        <div className="pp-login__tiers-block">
          <p className="pp-login__tiers">{TIERS_LINE}</p>
          <p className="pp-login__tiers-caption">Share of brokerage you keep, by lead tier</p>
        </div>
        <ul className="pp-login__highlights">
          {HIGHLIGHTS.map((item) => (
            <li key={item.text}>
              <Icon icon={item.icon} size={16} />
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </aside>

      <main className="pp-login__main">
        <div className="pp-login__card">
          <h2 className="pp-login__title">
            {mode === 'signin' ? 'Sign in to your account' : 'Become a partner'}
          </h2>
          <p className="pp-login__subtitle">
            {mode === 'signin'
              ? 'Use the mobile number you registered with.'
              : 'Create your partner account in a minute.'}
          </p>
          {/* Each form is its tab's panel, so each tab controls an element that exists. */}
          <Tabs
            id="pp-login-mode"
            selectedTabId={mode}
            onChange={(id) => handleTabChange(id === 'register' ? 'register' : 'signin')}
            size="large"
            className="pp-login__tabs"
            renderActiveTabPanelOnly
          >
            <Tab
              id="signin"
              title="Sign in"
              panelClassName="pp-login__panel"
              panel={
                <>
                  {notice ? (
                    <Callout
                      intent="success"
                      icon={<TickCircleIcon />}
                      role="status"
                      className="pp-login__alert"
                      title={notice}
                    >
                      Sign in with your phone and password.
                    </Callout>
                  ) : null}
                  <SignInForm key={phone} env={env} initialPhone={phone} onSignedIn={handleSignedIn} />
                </>
              }
            />
            <Tab
              id="register"
              title="Register as a partner"
              panelClassName="pp-login__panel"
              panel={
                <>
                  {referralCode === null ? null : (
                    <Callout intent="primary" icon={<PeopleIcon />} className="pp-login__referral">
                      A partner invited you: register and you both earn on the Refer &amp; Earn offer.
                    </Callout>
                  )}
                  <RegisterForm env={env} onRegistered={handleRegistered} referralCode={referralCode} />
                </>
              }
            />
          </Tabs>
        </div>
        <p className="pp-login__other">
          Not a channel partner? <a href={appConfig.otherAppUrl}>Sign in to the team app</a>
        </p>
      </main>

      <SupportBlock className="pp-login__support" />
    </div>
  );
}
