import { Card, Icon } from '@blueprintjs/core';
import { ChevronRightIcon } from '@blueprintjs/icons';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';

type CounterCardProps = {
  to: string;
  icon: ReactElement;
  /** The icon's colours: pp-counter__icon--{tone}. */
  tone: 'visits' | 'booked' | 'protection' | 'spend';
  value: string;
  label: string;
  /** What the value counts, under the label. */
  caption?: string;
  /** What the link opens (its tooltip). */
  linkTitle?: string;
  testId: string;
  /** More figures at the card's right (the digital spend's leads and cost per lead). */
  extra?: ReactNode;
};

/** One dashboard counter: an icon, a value and its label, linking to the list behind it. */
export function CounterCard({
  to,
  icon,
  tone,
  value,
  label,
  caption,
  linkTitle,
  testId,
  extra,
}: CounterCardProps) {
  return (
    <Card className={`pp-counter pp-counter--${tone}`} elevation={1}>
      <Link to={to} className="pp-counter__link" title={linkTitle}>
        <span className={`pp-icon-box pp-counter__icon pp-counter__icon--${tone}`}>
          <Icon icon={icon} size={20} />
        </span>
        <span className="pp-counter__text">
          <span className="pp-counter__value" data-testid={testId}>
            {value}
          </span>
          <span className="pp-counter__label">{label}</span>
          {caption ? (
            <span className="pp-counter__caption" data-testid={`${testId}-caption`}>
              {caption}
            </span>
          ) : null}
        </span>
        {extra}
        <ChevronRightIcon className="pp-counter__chevron" />
      </Link>
    </Card>
  );
}
