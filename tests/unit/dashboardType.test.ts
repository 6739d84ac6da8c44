import { describe, expect, it } from 'vitest';
import { afterView, dashboardTypeFor, stageTotal } from '../../src/domain/dashboardType';
import { conversionPercent, conversionText } from '../../src/domain/funnelConversion';

const zero = { notUpdate: 0, rml: 0, opportunity: 0, pipeline: 0, eoi: 0, booked: 0, other: 0 };

describe('dashboard type', () => {
  it('sums every stage counter of both funnels', () => {
    expect(stageTotal([zero, zero])).toBe(0);
    expect(stageTotal([{ ...zero, other: 1 }, zero])).toBe(1);
    expect(
      stageTotal([
        { ...zero, notUpdate: 2, booked: 1 },
        { ...zero, eoi: 3 },
      ]),
    ).toBe(6);
  });

  it('is basic for a partner without leads, extended as soon as there is one', () => {
    expect(dashboardTypeFor(null, 0)).toBe('basic');
    expect(dashboardTypeFor('basic', 0)).toBe('basic');
    expect(dashboardTypeFor(null, 1)).toBe('extended');
    expect(dashboardTypeFor('basic', 4)).toBe('extended');
    expect(dashboardTypeFor('pending', 2)).toBe('extended');
  });

  it('stays extended once extended, even when the counts fall back to 0', () => {
    expect(dashboardTypeFor('extended', 0)).toBe('extended');
  });

  it('keeps pending for a partner who has seen the basic cards and still has no leads', () => {
    expect(dashboardTypeFor('pending', 0)).toBe('pending');
  });

  it('turns basic into pending after a view and leaves the others', () => {
    expect(afterView('basic')).toBe('pending');
    expect(afterView('pending')).toBe('pending');
    expect(afterView('extended')).toBe('extended');
  });
});

describe('funnel conversion', () => {
  it('is the next stage over this one, rounded to a whole percentage', () => {
    expect(conversionPercent(32, 22)).toBe(69);
    expect(conversionPercent(3, 1)).toBe(33);
    expect(conversionPercent(3, 2)).toBe(67);
    expect(conversionPercent(5, 5)).toBe(100);
    expect(conversionPercent(4, 10)).toBe(250);
    expect(conversionPercent(7, 0)).toBe(0);
    expect(conversionText(32, 22)).toBe('69 %');
  });

  it('has no percentage without a base (a 0 denominator)', () => {
    expect(conversionPercent(0, 0)).toBeNull();
    expect(conversionPercent(0, 5)).toBeNull();
    expect(conversionText(0, 5)).toBe('–');
  });
});
