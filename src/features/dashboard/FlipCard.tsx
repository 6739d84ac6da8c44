import { Button, Icon } from '@blueprintjs/core';
import { RefreshIcon, UndoIcon } from '@blueprintjs/icons';
import { type ReactElement, type ReactNode, useState } from 'react';

type FlipCardProps = {
  title: string;
  icon: ReactElement;
  /** The front's one-line promise. */
  teaser: string;
  /** The back: what it means, in a sentence or two. */
  detail: ReactNode;
  /** The back's buttons. */
  actions: ReactNode;
};

/**
 * One card of the basic dashboard (spec 02 §2): the front turns to the back and back again, by click
 * or keyboard (the faces are buttons; the hidden face is inert so focus never lands on it).
 */
export function FlipCard({ title, icon, teaser, detail, actions }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  return (
    <article
      className={`pp-flip${flipped ? ' pp-flip--back' : ''}`}
      aria-label={title}
      data-testid="flip-card"
    >
      <div className="pp-flip__inner">
        <button
          type="button"
          className="pp-flip__face pp-flip__front"
          aria-expanded={flipped}
          inert={flipped}
          onClick={() => setFlipped(true)}
        >
          <span className="pp-icon-box pp-flip__icon">
            <Icon icon={icon} size={22} />
          </span>
          <span className="pp-flip__title">{title}</span>
          <span className="pp-flip__teaser">{teaser}</span>
          <span className="pp-flip__hint">
            Know more <RefreshIcon size={12} />
          </span>
        </button>
        <div className="pp-flip__face pp-flip__backface" inert={!flipped}>
          <div className="pp-flip__back-head">
            <span className="pp-flip__title">{title}</span>
            <Button
              variant="minimal"
              size="small"
              icon={<UndoIcon />}
              aria-label={`Turn ${title} back`}
              onClick={() => setFlipped(false)}
            />
          </div>
          <p className="pp-flip__detail">{detail}</p>
          <div className="pp-flip__actions">{actions}</div>
        </div>
      </div>
    </article>
  );
}
