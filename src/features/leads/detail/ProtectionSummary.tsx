import { Callout, type Intent } from '@blueprintjs/core';
import { ShieldIcon } from '@blueprintjs/icons';
import { formatIst } from '../../../domain/dates';
import { type ProtectionState, protectionLabel, protectionSummary } from '../../../domain/protection';
import type { Lead } from '../leadColumns';
import { leadProtection } from '../leadProtection';

type ProtectionSummaryProps = { lead: Lead; now: number };

const INTENT: Record<ProtectionState, Intent> = {
  Protected: 'primary',
  Locked: 'success',
  Expired: 'none',
  Ended: 'none',
};

/** The Summary tab's protection (extension, issue 35): the state, its exact end in IST, the window. */
export function ProtectionSummary({ lead, now }: ProtectionSummaryProps) {
  const found = leadProtection(lead, now);
  if (!found) return null;
  const { protection, visitedAt, windowDays } = found;
  return (
    <Callout
      compact
      icon={<ShieldIcon />}
      intent={INTENT[protection.state]}
      title={`Protection: ${protectionLabel(protection)}`}
      className="pp-lead-protection"
      data-testid="lead-protection"
    >
      <div>{protectionSummary(protection, visitedAt)}</div>
      {protection.state === 'Ended' ? null : (
        <div>
          {`${windowDays}-day window from the registration on ${formatIst(Date.parse(lead.created_at))}`}
          {protection.state === 'Locked' ? `, to ${formatIst(protection.endsAt)}` : ''}
        </div>
      )}
    </Callout>
  );
}
