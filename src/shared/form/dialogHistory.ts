// Back closes an open dialog instead of leaving the page (as on Android, where Back is how a
// full-screen dialog is closed): the open dialog owns one history entry of the same address, pushed
// when it opens and taken away when it closes. Back pops that entry and tells the dialog.

/** The mark of the dialog's entry in history.state (the router's own state is kept beside it). */
const MARK = 'ppDialog';

type Owner = { onBack: () => void };

let owner: Owner | null = null;
/** Pops the app makes itself (taking the entry away), which are no Back. */
let ownPops = 0;
let listening = false;

const dialogEntryOnTop = () => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && MARK in state;
};

/** Puts a dialog entry on top (when there is none) so that Back has something to pop. */
export function pushDialogEntry(): void {
  if (dialogEntryOnTop()) return;
  const state: unknown = window.history.state;
  window.history.pushState({ ...(typeof state === 'object' ? state : {}), [MARK]: true }, '');
}

function handlePopState() {
  if (ownPops > 0) {
    ownPops -= 1;
    return;
  }
  if (owner && !dialogEntryOnTop()) owner.onBack();
}

/**
 * While a dialog is open: Back runs `onBack` (the address stays). Answers the release, to call when
 * the dialog closes; the entry goes too unless a navigation already took its place. A dialog that
 * opens as another closes (in one render) takes the entry over.
 */
export function claimBack(onBack: () => void): () => void {
  if (!listening) {
    window.addEventListener('popstate', handlePopState);
    listening = true;
  }
  const me: Owner = { onBack };
  owner = me;
  pushDialogEntry();
  return () => {
    if (owner !== me) return;
    owner = null;
    // After this render: a dialog opening in its place keeps the entry.
    window.setTimeout(() => {
      if (owner !== null || !dialogEntryOnTop()) return;
      ownPops += 1;
      window.history.back();
    }, 0);
  };
}
