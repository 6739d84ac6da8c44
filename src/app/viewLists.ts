// The lists that keep saved views, and where each keeps them: the server's /userFilter (its `type`) or
// browser storage. The views store is given them (it loads before any list's code); each list spec's
// `views` names one of them, with its place, or does not compile.
export const VIEW_LISTS = {
  lead: 'server',
  project: 'server',
  booking: 'server',
  bulklead: 'server',
  campaign: 'local',
  'focus-project': 'local',
} as const;

declare module '../shared/views/ViewsStore' {
  interface ViewsRegister {
    lists: typeof VIEW_LISTS;
  }
}
