import { H2 } from '@blueprintjs/core';
import { PulseTeaser } from './PulseTeaser';

/** /pulse: the Pulse teaser as a page. */
export function PulseScreen() {
  return (
    <div className="pp-pulse-page">
      <H2 className="pp-pulse-page__title">Pulse</H2>
      <PulseTeaser />
    </div>
  );
}
