import { Card, Icon } from '@blueprintjs/core';
import { CrossCircleIcon, HeadsetIcon, TickCircleIcon } from '@blueprintjs/icons';
import type { KeyboardEvent, ReactElement } from 'react';
import { LEAD_TIERS, type TierChoice, tierPercentage, tierPlan } from '../../domain/leadPayload';

export type TierChooserProps = { onChoose: (tier: TierChoice) => void };

const TIERS: readonly TierChoice[] = [...LEAD_TIERS, 'Pro'];

const TIER_NOTES: Record<TierChoice, string> = {
  Lite: 'Share the client; the platform does the rest.',
  Basic: 'You qualify the client; the platform services and closes.',
  Plus: 'You qualify and service; the platform helps you close.',
  Pro: 'Self-service through your relationship manager.',
};

type Feature = { label: string; included: boolean; icon?: ReactElement };

function featuresOf(tier: TierChoice): Feature[] {
  if (tier === 'Pro') return [{ label: 'Contact your RM', included: true, icon: <HeadsetIcon /> }];
  return (tierPlan(tier)?.moreinfo ?? []).map((f) => ({ label: f.label, included: f.status }));
}

/** The tier choice: what each tier includes and the share of brokerage it keeps (spec 01 §1, §3). */
export function TierChooser({ onChoose }: TierChooserProps) {
  const handleKeyDown = (tier: TierChoice) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(tier);
    }
  };
  return (
    <div className="pp-tiers" data-testid="tier-choice">
      {TIERS.map((tier) => (
        <Card
          key={tier}
          className={`pp-tier pp-tier--${tier.toLowerCase()}`}
          interactive
          compact
          role="button"
          tabIndex={0}
          aria-label={`${tier} ${tierPercentage(tier)}%`}
          onClick={() => onChoose(tier)}
          onKeyDown={handleKeyDown(tier)}
        >
          <div className="pp-tier__head">
            <span className="pp-tier__name">{tier}</span>
            <span className="pp-tier__percentage">{tierPercentage(tier)}%</span>
          </div>
          <div className="pp-tier__keeps">of the brokerage</div>
          <p className="pp-tier__note">{TIER_NOTES[tier]}</p>
          <ul className="pp-tier__features">
            {featuresOf(tier).map((feature) => (
              <li key={feature.label} className={feature.included ? undefined : 'pp-tier__feature--off'}>
                <Icon
                  icon={feature.icon ?? (feature.included ? <TickCircleIcon /> : <CrossCircleIcon />)}
                  intent={feature.included ? 'success' : 'none'}
                  size={14}
                />
                <span>{feature.label}</span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
