// Refer & Earn (/referral/earn, spec 02 §2 "Referral pages", §9; 01 §9 "Welcome offer"): the
// partner's referral link with copy and share, how it works, the FAQs and the way to the referred users.
import { Button, Card, InputGroup } from '@blueprintjs/core';
import { DuplicateIcon, ShareIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoresContext';
import { formatNumber, formatRupees } from '../../domain/number';
import {
  REFERRAL_CAP_TEXT,
  REFERRAL_CASH_DAYS,
  REFERRAL_COIN_CAP,
  REFERRAL_MIN_LEADS,
  REFERRAL_TITLE,
  REFERRAL_VALID_TILL,
  referralLink,
  referralRewardText,
} from '../../domain/referral';
import { appConfig } from '../../shared/config/appConfig';
import { copyText } from '../../shared/ui/copyText';
import { ShareDialog } from '../../shared/ui/ShareDialog';
import './referral.css';

const STEPS = [
  { title: 'Share your link', text: 'Send your referral link to a fellow channel partner.' },
  {
    title: 'They join and add leads',
    text: `Your referral registers with the link and adds ${REFERRAL_MIN_LEADS} leads.`,
  },
  {
    title: 'You earn',
    text: 'Digital coins for the referral, and cash incentives on their transactions.',
  },
];

export const ReferEarnScreen = observer(function ReferEarnScreen() {
  const { session } = useStores();
  const [shareOpen, setShareOpen] = useState(false);
  const userId = session.me?.id ?? session.user?.id ?? null;
  const link = userId === null ? '' : referralLink(window.location.origin, userId);
  const money = formatRupees(appConfig.referralMoney);
  const coins = formatNumber(appConfig.referralCoins);
  const reward = referralRewardText({ money: appConfig.referralMoney, coins: appConfig.referralCoins });

  const faqs = [
    {
      q: 'How many digital coins can I earn?',
      a: `${coins} digital coins for every partner who joins with your link. ${REFERRAL_CAP_TEXT}`,
    },
    {
      q: 'When does a referral count?',
      a: `Once the partner you referred has registered with your link and added ${REFERRAL_MIN_LEADS} leads.`,
    },
    {
      q: 'How do cash incentives work?',
      a: `You earn ${money} as a cash incentive for transactions your referral closes within ${REFERRAL_CASH_DAYS} days of joining.`,
    },
    {
      q: `What is the ${formatRupees(REFERRAL_COIN_CAP)} offer?`,
      a: `${formatRupees(REFERRAL_COIN_CAP)} is the most your digital coins can add up to, not an amount per referral: you earn ${coins} digital coins for each partner who joins with your link, and ${money} in cash on their transactions within ${REFERRAL_CASH_DAYS} days.`,
    },
    { q: 'Till when is the offer valid?', a: `The offer is valid till ${REFERRAL_VALID_TILL}.` },
  ];

  return (
    <div className="pp-refer">
      <section className="pp-refer__hero" aria-labelledby="refer-title">
        <h1 id="refer-title" className="pp-refer__title">
          {REFERRAL_TITLE}
        </h1>
        <p className="pp-refer__offer" data-testid="referral-offer">
          Earn {reward} {REFERRAL_CAP_TEXT} Offer valid till {REFERRAL_VALID_TILL}.
        </p>
        <div className="pp-refer__link">
          <InputGroup
            readOnly
            value={link}
            aria-label="Your referral link"
            data-testid="referral-link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            icon={<DuplicateIcon />}
            text="Copy link"
            disabled={!link}
            onClick={() => void copyText(link, 'Referral link')}
          />
          <Button
            intent="primary"
            icon={<ShareIcon />}
            text="Share link"
            disabled={!link}
            onClick={() => setShareOpen(true)}
          />
        </div>
      </section>

      <Card className="pp-refer__card" elevation={1}>
        <h2 className="pp-refer__heading">How it works</h2>
        <ol className="pp-refer__steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="pp-refer__step">
              <span className="pp-round-badge pp-refer__step-no" aria-hidden="true">
                {i + 1}
              </span>
              <span>
                <strong>{step.title}</strong>
                <span className="pp-refer__step-text">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </Card>

      <Card className="pp-refer__card" elevation={1}>
        <h2 className="pp-refer__heading">FAQs</h2>
        <div className="pp-refer__faqs">
          {faqs.map((faq) => (
            <details key={faq.q} className="pp-refer__faq">
              <summary>{faq.q}</summary>
              <p>{faq.a}</p>
            </details>
          ))}
        </div>
      </Card>

      <div className="pp-refer__users">
        <Link to="/referral/users" className="bp6-button bp6-intent-primary bp6-large">
          Your Referred Users
        </Link>
      </div>

      <ShareDialog
        isOpen={shareOpen}
        onClose={() => setShareOpen(false)}
        url={link}
        title={`Join me on ${appConfig.productName} and earn more on every booking`}
        heading="Share your referral link"
      />
    </div>
  );
});
