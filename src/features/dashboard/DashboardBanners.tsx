import { AnchorButton } from '@blueprintjs/core';
import { ChevronRightIcon, DownloadIcon, MobilePhoneIcon, PeopleIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { REFERRAL_TITLE, referralRewardText } from '../../domain/referral';
import { appConfig } from '../../shared/config/appConfig';
import { Carousel } from '../../shared/ui/Carousel';

/** The banner rotates every 3000 ms (spec 02 §9). */
export const BANNER_INTERVAL_MS = 3000;

/** What one referral earns, from the configured values. */
const REWARD = referralRewardText({ money: appConfig.referralMoney, coins: appConfig.referralCoins });

/** The desktop dashboard's rotating banner: Refer & Earn and the Google Play app (spec 02 §2). */
export function DashboardBanners() {
  const slides = [
    {
      key: 'refer',
      content: (
        <Link to="/referral/earn" className="pp-banner pp-banner--refer">
          <PeopleIcon size={28} className="pp-banner__icon" />
          <span className="pp-banner__text">
            <strong>{REFERRAL_TITLE}</strong>
            <span>{REWARD}</span>
          </span>
          <span className="pp-banner__cta">Refer now</span>
        </Link>
      ),
    },
    {
      key: 'app',
      content: (
        <div className="pp-banner pp-banner--app">
          <MobilePhoneIcon size={28} className="pp-banner__icon" />
          <span className="pp-banner__text">
            <strong>Partner Portal on your phone</strong>
            <span>Add leads from site, follow up on the go: get the app on Google Play.</span>
          </span>
          <AnchorButton
            className="pp-banner__cta"
            href={appConfig.playStoreUrl}
            target="_blank"
            rel="noopener noreferrer"
            icon={<DownloadIcon />}
            text="Get it on Google Play"
          />
        </div>
      ),
    },
  ];
  return (
    <Carousel
      label="Offers"
      className="pp-dashboard__banners"
      slides={slides}
      intervalMs={BANNER_INTERVAL_MS}
      speedMs={400}
    />
  );
}

/** The phone dashboard's refer-and-earn card. */
export function ReferEarnCard() {
  return (
    <Link to="/referral/earn" className="pp-banner pp-banner--refer pp-refer-card" data-testid="refer-card">
      <PeopleIcon size={24} className="pp-banner__icon" />
      <span className="pp-banner__text">
        <strong>{REFERRAL_TITLE}</strong>
        <span>{REWARD}</span>
      </span>
      <ChevronRightIcon />
    </Link>
  );
}
