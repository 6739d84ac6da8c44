// Copy to the clipboard with a confirmation every copy button shares: '<What> copied' for 3 s, or how
// to copy by hand when the browser refuses.
import { notify } from './notify';

/** Copies the text; `what` names it in the notice ('Referral link' -> 'Referral link copied'). */
export async function copyText(text: string, what: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    notify(`The ${what.toLowerCase()} could not be copied: select it and copy it by hand.`, 'failure');
    return false;
  }
  notify(`${what} copied`, 'success', 3000);
  return true;
}
