// The icons the sign-in and registration page draws, bundled with it (shared/ui/bundledIcons.ts).
export const LOGIN_ICON_PATHS = import.meta.glob<string[]>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/{16,20}px/paths/{add-to-artifact,bank-account,chat,envelope,error,eye-off,eye-open,office,people,tick-circle,timeline-line-chart}.js',
  { eager: true, import: 'default' },
);
