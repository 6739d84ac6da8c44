import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../src/shared/ui/linkActions';
import { shareLinks } from '../../src/shared/ui/ShareDialog';

describe('the share links (01 §2.2)', () => {
  const url = 'https://partners.example.com/p/skyline?ref=9876543210&utm=a b';
  const text = 'Skyline & Sons: 2/3 BHK #1';
  const links = shareLinks(url, text);

  it('carry the address and the text encoded, so neither breaks the link', () => {
    expect(links.Facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(links.LinkedIn).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    expect(links.WhatsApp).toBe(`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`);
    expect(links.Telegram).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    );
  });

  it('give back the exact address and text when the link is read', () => {
    const telegram = new URL(links.Telegram);
    expect(telegram.searchParams.get('url')).toBe(url);
    expect(telegram.searchParams.get('text')).toBe(text);
    expect(new URL(links.WhatsApp).searchParams.get('text')).toBe(`${text} ${url}`);
    expect(new URL(links.Facebook).searchParams.get('u')).toBe(url);
    for (const link of Object.values(links)) expect(link).not.toMatch(/[ &]ref=|#1/);
  });
});

describe('download file names', () => {
  it('are made from the title without path characters', () => {
    expect(fileNameOf('Skyline Heights Brochure', 'pdf')).toBe('Skyline Heights Brochure.pdf');
    expect(fileNameOf('A/B: "C"  tower', 'pdf')).toBe('A B C tower.pdf');
    expect(fileNameOf('  ', 'pdf')).toBe('download.pdf');
  });
});
