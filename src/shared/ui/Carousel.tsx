// A carousel of slides (the dashboard's banner and Top Projects): `perView` slides side by side,
// moving one slide every `intervalMs` with a `speedMs` transition. It is pausable (a pause button,
// and while the pointer or focus is inside), still when the user prefers reduced motion, and has
// previous and next buttons and one dot per position.
import { Button } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@blueprintjs/icons';
import { type ReactNode, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './carousel.css';

type CarouselProps = {
  /** What the carousel shows, for screen readers ('Offers', 'Top projects'). */
  label: string;
  slides: readonly { key: string | number; content: ReactNode }[];
  perView?: number;
  intervalMs: number;
  speedMs: number;
  className?: string;
};

export function Carousel({ label, slides, perView = 1, intervalMs, speedMs, className }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const positions = Math.max(1, slides.length - perView + 1);
  const moving = positions > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % positions), intervalMs);
    return () => window.clearInterval(timer);
  }, [moving, positions, intervalMs]);

  const shown = Math.min(index, positions - 1);
  const go = (next: number) => setIndex((next + positions) % positions);

  return (
    <section
      className={`pp-carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="pp-carousel__viewport">
        <ul
          className="pp-carousel__track"
          aria-live={moving ? 'off' : 'polite'}
          style={{
            transform: `translateX(-${(shown * 100) / perView}%)`,
            transition: reducedMotion ? 'none' : `transform ${speedMs}ms ease`,
          }}
        >
          {slides.map((slide, i) => {
            const visible = i >= shown && i < shown + perView;
            return (
              <li
                key={slide.key}
                className="pp-carousel__slide"
                aria-label={`${i + 1} of ${slides.length}`}
                aria-hidden={!visible}
                inert={!visible}
                style={{ flexBasis: `${100 / perView}%` }}
              >
                {slide.content}
              </li>
            );
          })}
        </ul>
      </div>
      {positions > 1 ? (
        <div className="pp-carousel__controls">
          <Button
            variant="minimal"
            size="small"
            icon={paused ? <PlayIcon /> : <PauseIcon />}
            aria-label={paused ? `Play ${label}` : `Pause ${label}`}
            onClick={() => setPaused((p) => !p)}
          />
          <Button
            variant="minimal"
            size="small"
            icon={<ChevronLeftIcon />}
            aria-label="Previous"
            onClick={() => go(shown - 1)}
          />
          <span className="pp-carousel__dots">
            {Array.from({ length: positions }, (_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
                key={i}
                type="button"
                className={`pp-carousel__dot${i === shown ? ' pp-carousel__dot--on' : ''}`}
                aria-label={`Show ${i + 1} of ${positions}`}
                aria-current={i === shown}
                onClick={() => go(i)}
              />
            ))}
          </span>
          <Button
            variant="minimal"
            size="small"
            icon={<ChevronRightIcon />}
            aria-label="Next"
            onClick={() => go(shown + 1)}
          />
        </div>
      ) : null}
    </section>
  );
}
