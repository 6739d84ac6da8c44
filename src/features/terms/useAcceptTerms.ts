import { useStores } from '../../app/StoresContext';
import { useLocalStore } from '../../shared/state/useLocalStore';
import { ACCEPTED_MESSAGE, notify, SAVE_FAILED_MESSAGE } from '../../shared/ui/notify';
import { TermsStore } from './TermsStore';

export type AcceptTerms = {
  /** True when the signed-in user has not agreed yet (is_tc_agree 0): Accept is offered. */
  needsAcceptance: boolean;
  accepting: boolean;
  /** Accepts, shows 'Accepted successfully', refetches the user; resolves true on success. */
  accept: () => Promise<boolean>;
};

/** Use inside an observer component. */
export function useAcceptTerms(): AcceptTerms {
  const root = useStores();
  const { session } = root;
  const store = useLocalStore(root, (env) => TermsStore.create({}, env));
  const me = session.me;
  const accept = async () => {
    if (!me) return false;
    try {
      await store.accept(me.id);
    } catch {
      notify(SAVE_FAILED_MESSAGE, 'failure');
      return false;
    }
    notify(ACCEPTED_MESSAGE, 'success');
    try {
      await session.loadMe();
    } catch {
      // Accepted; a failed refetch keeps the previous user.
    }
    return true;
  };
  return { needsAcceptance: me !== null && me.is_tc_agree === 0, accepting: store.accepting, accept };
}
