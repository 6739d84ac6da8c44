// Build-time configuration of the shell (Vite `VITE_*` variables), with the product's defaults.

export const shellConfig = {
  /** Shown under 'Get in touch' in the account menu when the user has no service RM. */
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE || '+91 22 4890 1234',
};
