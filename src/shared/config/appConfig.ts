// Build-time configuration of the web app (Vite `VITE_*` variables), with the product's defaults.

export type AppConfig = {
  productName: string;
  supportEmail: string;
  /** Shown under 'Get in touch' in the account menu when the user has no service RM. */
  supportPhone: string;
  messagingUrl: string;
  socialUrl: string;
  otherAppUrl: string;
};

export const appConfig: AppConfig = {
  productName: 'Partner Portal',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'support@partnerportal.in',
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE || '+91 22 4890 1234',
  messagingUrl: import.meta.env.VITE_MESSAGING_URL || 'https://t.me/partnerportal',
  socialUrl: import.meta.env.VITE_SOCIAL_URL || 'https://www.facebook.com/partnerportal',
  otherAppUrl: import.meta.env.VITE_OTHER_APP_URL || 'https://crm.partnerportal.in/',
};
