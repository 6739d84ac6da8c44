// Build-time configuration of the web app (Vite `VITE_*` variables), with the product's defaults.

export type AppConfig = {
  productName: string;
  supportEmail: string;
  /** Shown under 'Get in touch' in the account menu when the user has no service RM. */
  supportPhone: string;
  messagingUrl: string;
  socialUrl: string;
  otherAppUrl: string;
  /** The Google Play page of the partner app (the dashboard banner). */
  playStoreUrl: string;
  /** The referral offer's values (spec 01 §9 "Welcome offer"; 02 §9: they come from configuration). */
  referralMoney: number;
  referralCoins: number;
};

function amountOf(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

export const appConfig: AppConfig = {
  productName: 'Partner Portal',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'support@partnerportal.in',
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE || '+91 22 4890 1234',
  messagingUrl: import.meta.env.VITE_MESSAGING_URL || 'https://t.me/partnerportal',
  socialUrl: import.meta.env.VITE_SOCIAL_URL || 'https://www.facebook.com/partnerportal',
  otherAppUrl: import.meta.env.VITE_OTHER_APP_URL || 'https://crm.partnerportal.in/',
  playStoreUrl:
    import.meta.env.VITE_PLAY_STORE_URL ||
    'https://play.google.com/store/apps/details?id=in.partnerportal.app',
  referralMoney: amountOf(import.meta.env.VITE_REFERRAL_MONEY, 5000),
  referralCoins: amountOf(import.meta.env.VITE_REFERRAL_COINS, 1000),
};
