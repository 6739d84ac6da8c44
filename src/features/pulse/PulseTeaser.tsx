import { Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../shared/ui/usePrefersReducedMotion';
import { PulseIllustration } from './PulseIllustration';
import './pulse.css';

/** The topics the teaser cycles through (spec 02 §2 "Pulse teaser"). */
export const PULSE_TOPICS = [
  'Market trend',
  'Projects in demand',
  'Bookings in your region',
  'New Launches around you',
] as const;

/** The text rotates every 2000 ms (spec 02 §9). */
export const PULSE_ROTATE_MS = 2000;

/**
 * The Pulse teaser: an image, 'Updates on' with rotating text, and a 'Coming Soon !' banner. The text
 * is announced politely to screen readers and stays still when the user prefers reduced motion.
 */
export function PulseTeaser() {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (reducedMotion) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % PULSE_TOPICS.length), PULSE_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion]);
  return (
    <div className="pp-pulse" data-testid="pulse-teaser">
      <PulseIllustration />
      <p className="pp-pulse__updates">
        Updates on{' '}
        <span className="pp-pulse__topic" aria-live="polite" data-testid="pulse-topic">
          <span className="pp-pulse__topic-text" key={index}>
            {PULSE_TOPICS[index]}
          </span>
        </span>
      </p>
      <Tag className="pp-pulse__banner" intent="primary" size="large" round>
        Coming Soon !
      </Tag>
    </div>
  );
}
