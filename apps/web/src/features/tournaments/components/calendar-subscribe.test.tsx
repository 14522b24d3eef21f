import { describe, expect, it } from 'vitest';

import { feedUrl } from './calendar-subscribe';

describe('feedUrl', () => {
  it('asks for the feed in the page’s language', () => {
    expect(feedUrl('https://mpa.example', { state: 'Selangor' }, 'ms')).toBe(
      'https://mpa.example/api/calendar/feed.ics?state=Selangor&lang=ms',
    );
    expect(feedUrl('https://mpa.example', {}, 'ms')).toBe(
      'https://mpa.example/api/calendar/feed.ics?lang=ms',
    );
    expect(feedUrl('https://mpa.example', { state: 'Selangor' })).toBe(
      'https://mpa.example/api/calendar/feed.ics?state=Selangor',
    );
  });
});
