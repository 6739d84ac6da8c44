import { describe, expect, it } from 'vitest';
import { afterView, dashboardTypeFor, stageTotal } from '../../src/domain/dashboardType';
import { conversionPercent, funnelConversions, percentText } from '../../src/domain/funnelConversion';
import { siteVisitsCaption } from '../../src/domain/siteVisits';

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
  it('is a whole percentage of a base, and has none without one', () => {
    expect(conversionPercent(32, 22)).toBe(69);
    expect(conversionPercent(3, 2)).toBe(67);
    expect(conversionPercent(7, 0)).toBe(0);
    expect(conversionPercent(0, 5)).toBeNull();
    expect(percentText(69)).toBe('69 %');
    expect(percentText(null)).toBe('–');
  });

  it('counts a lead further down as having reached every stage above it', () => {
    // Reached: New 90, Suspect 66, Opportunity 46, Pipeline 27, Booked 13.
    expect(funnelConversions([24, 20, 19, 14, 13])).toEqual([null, 73, 70, 59, 48]);
  });

  it('never passes 100 %, even when a later stage holds more leads than an earlier one', () => {
    // The demo's digital funnel: Suspect 2, Opportunity 13 (a stage-over-stage ratio would say 650 %).
    const percents = funnelConversions([6, 2, 13, 8, 5]);
    expect(percents).toEqual([null, 82, 93, 50, 38]);
    expect(percents.every((p) => p === null || p <= 100)).toBe(true);
  });

  it('has no percentage where nothing reached the stage above, or a count is missing', () => {
    expect(funnelConversions([0, 0, 0, 0, 0])).toEqual([null, null, null, null, null]);
    expect(funnelConversions([5, 0, 0, 0, 0])).toEqual([null, 0, null, null, null]);
    expect(funnelConversions([5, null, 1, 1, 1])).toEqual([null, null, null, null, null]);
  });
});

describe('the Site Visits counter caption', () => {
  it('names the leads visited and the leads revisited it adds up', () => {
    expect(siteVisitsCaption(1234, 35)).toBe('1,234 leads visited · 35 revisited');
  });
});
