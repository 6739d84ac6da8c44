import { describe, expect, it } from 'vitest';
import { greetingFor, greetingLine } from '../../src/domain/greeting';

describe('greetingFor', () => {
  it('follows the time of day', () => {
    expect(greetingFor(3)).toBe('Good Morning');
    expect(greetingFor(11)).toBe('Good Morning');
    expect(greetingFor(12)).toBe('Good Afternoon');
    expect(greetingFor(14)).toBe('Good Afternoon');
    expect(greetingFor(15)).toBe('Good Evening');
    expect(greetingFor(19)).toBe('Good Evening');
    expect(greetingFor(20)).toBe('Hello');
    expect(greetingFor(23)).toBe('Hello');
    expect(greetingFor(0)).toBe('Hello');
    expect(greetingFor(2)).toBe('Hello');
  });
});

describe('greetingLine', () => {
  it('adds the first name at the edges of each period', () => {
    expect(greetingLine(new Date(2026, 0, 15, 3, 0), 'Asha')).toBe('Good Morning, Asha');
    expect(greetingLine(new Date(2026, 0, 15, 11, 59), 'Asha')).toBe('Good Morning, Asha');
    expect(greetingLine(new Date(2026, 0, 15, 12, 0), 'Asha')).toBe('Good Afternoon, Asha');
    expect(greetingLine(new Date(2026, 0, 15, 14, 59), 'Asha')).toBe('Good Afternoon, Asha');
    expect(greetingLine(new Date(2026, 0, 15, 15, 0), 'Asha')).toBe('Good Evening, Asha');
    expect(greetingLine(new Date(2026, 0, 15, 19, 59), 'Asha')).toBe('Good Evening, Asha');
    expect(greetingLine(new Date(2026, 0, 15, 20, 0), 'Asha')).toBe('Hello, Asha');
    expect(greetingLine(new Date(2026, 0, 15, 2, 59), 'Asha')).toBe('Hello, Asha');
  });

  it('leaves out an empty name', () => {
    expect(greetingLine(new Date(2026, 0, 15, 9, 0), '  ')).toBe('Good Morning');
  });
});
