import { describe, expect, it } from 'vitest';

import { initialsOf } from './org-chart';

describe('initials on the organisation chart', () => {
  it.each([
    ['Ahmad Zulkifli Hassan', 'AZ'],
    ['Dato’ Ahmad Faizal Hamzah', 'AF'],
    ["Dato' Sri Lim Kok Seng", 'LK'],
    ['Tan Sri Abdul Rahim Osman', 'AR'],
    ['Tan Wei Ming', 'TW'],
    ['Prof. Dr. Leong Kah Wai', 'LK'],
    ['Nur Hidayah binti Zakaria', 'NH'],
    ['Ravindran a/l Pillai', 'RP'],
    ['Christina anak Jimbun', 'CJ'],
    ['Madonna', 'M'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
