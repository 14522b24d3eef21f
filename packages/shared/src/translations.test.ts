import { describe, expect, it } from 'vitest';

import {
  isMissingMalay,
  localizeRecord,
  localizeText,
  NEWS_TRANSLATED_FIELDS,
} from './translations';

const article = {
  title: 'Courts open',
  titleMs: 'Gelanggang dibuka',
  summary: '',
  summaryMs: '',
  content: 'Six courts.',
  contentMs: 'Enam gelanggang.',
};

describe('content in two languages', () => {
  it('shows a translated record in Malay on a Malay page, in English on an English one', () => {
    expect(localizeRecord(article, NEWS_TRANSLATED_FIELDS, 'ms')).toEqual({
      value: { ...article, title: 'Gelanggang dibuka', content: 'Enam gelanggang.' },
      lang: 'ms',
    });
    expect(localizeRecord(article, NEWS_TRANSLATED_FIELDS, 'en')).toEqual({
      value: article,
      lang: 'en',
    });
  });

  it('falls back to English, whole, when any field with English lacks its Malay', () => {
    const half = { ...article, contentMs: ' ' };
    expect(isMissingMalay(half, NEWS_TRANSLATED_FIELDS)).toBe(true);
    expect(localizeRecord(half, NEWS_TRANSLATED_FIELDS, 'ms')).toEqual({ value: half, lang: 'en' });
  });

  it('does not ask for Malay of a field that has no English', () => {
    expect(isMissingMalay(article, NEWS_TRANSLATED_FIELDS)).toBe(false);
  });

  it('gives one text in Malay when staff wrote it, in English otherwise', () => {
    expect(localizeText('Junior annual', 'Tahunan junior', 'ms')).toEqual({
      value: 'Tahunan junior',
      lang: 'ms',
    });
    expect(localizeText('Junior annual', 'Tahunan junior', 'en')).toEqual({
      value: 'Junior annual',
      lang: 'en',
    });
    expect(localizeText('Junior annual', ' ', 'ms')).toEqual({
      value: 'Junior annual',
      lang: 'en',
    });
    expect(localizeText('Junior annual', undefined, 'ms').lang).toBe('en');
    // Nothing in either language: nothing to mark as English.
    expect(localizeText('', '', 'ms')).toEqual({ value: '', lang: 'ms' });
  });
});
