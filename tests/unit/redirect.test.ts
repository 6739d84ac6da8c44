import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirectTarget } from '../../src/domain/redirect';

describe('safeRedirectTarget', () => {
  it('accepts same-origin relative paths', () => {
    expect(safeRedirectTarget('/leads')).toBe('/leads');
    expect(safeRedirectTarget('/leads/12?x=1#top')).toBe('/leads/12?x=1#top');
  });

  it('defaults to / for anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'leads',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(safeRedirectTarget(bad)).toBe('/');
    }
    expect(safeRedirectTarget('/a\nb')).toBe('/');
    expect(safeRedirectTarget('/login.html?redirect_to=%2F')).toBe('/');
  });
});

describe('loginUrl', () => {
  it('carries the current path as redirect_to', () => {
    expect(loginUrl('/leads')).toBe('/login.html?redirect_to=%2Fleads');
    expect(loginUrl('/leads?size=10')).toBe('/login.html?redirect_to=%2Fleads%3Fsize%3D10');
  });
});
