import { describe, expect, it } from 'vitest';

import { contentParagraphs } from './content-paragraphs';
import { isAllowedEmbedUrl } from './embed-url';

describe('contentParagraphs', () => {
  it('splits on blank lines and block elements, stripping tags', () => {
    expect(contentParagraphs('First line\nstill first\n\n  \nSecond')).toEqual([
      'First line still first',
      'Second',
    ]);
    expect(contentParagraphs('<p>One <b>bold</b></p><p>Two &amp; three</p><br><br>Four')).toEqual([
      'One bold',
      'Two & three',
      'Four',
    ]);
    expect(contentParagraphs('  \n\n ')).toEqual([]);
  });
});

describe('isAllowedEmbedUrl', () => {
  it('accepts only the allowed embed origins', () => {
    expect(isAllowedEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isAllowedEmbedUrl('https://player.vimeo.com/video/123')).toBe(true);
    expect(isAllowedEmbedUrl('https://www.youtube.com.evil.example/embed/x')).toBe(false);
    expect(isAllowedEmbedUrl('http://www.youtube.com/embed/x')).toBe(false);
    expect(isAllowedEmbedUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedEmbedUrl('not a url')).toBe(false);
  });
});
