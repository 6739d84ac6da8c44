import { relativeTime } from '../../domain/activity';

/** The text beside a screen drawn from the device's copy while the network is asked. */
export const UPDATING_TEXT = 'Updating…';

/** "Saved on this device 5 minutes ago": a copy shown because the server gave no answer. */
export const copyAgeText = (savedAt: number, now: number) =>
  `Saved on this device ${relativeTime(new Date(savedAt).toISOString(), now)}`;

type CopyFreshnessProps = {
  /** The copy is on screen and the network is asked. */
  updating: boolean;
  /** When the copy on screen was kept, once the network gave no fresh answer; null when fresh. */
  staleSince: number | null;
  now: number;
};

/**
 * Says, in words and to a screen reader, that what is on screen is the device's copy: "Updating…" while
 * the network is asked, or how old it is when the network gives no answer. Nothing once it is fresh.
 */
export function CopyFreshness({ updating, staleSince, now }: CopyFreshnessProps) {
  const text = updating ? UPDATING_TEXT : staleSince !== null ? copyAgeText(staleSince, now) : '';
  return (
    <span className="pp-copy-freshness" role="status" aria-live="polite" data-testid="copy-freshness">
      {text}
    </span>
  );
}
