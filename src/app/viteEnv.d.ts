/// <reference types="vite/client" />

// The build-time configuration the web app reads (all optional; defaults in the code that reads them).
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_ENGAGE_BASE_URL?: string;
  readonly VITE_OTHER_APP_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_MESSAGING_URL?: string;
  readonly VITE_SOCIAL_URL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_PLAY_STORE_URL?: string;
  readonly VITE_REFERRAL_MONEY?: string;
  readonly VITE_REFERRAL_COINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
