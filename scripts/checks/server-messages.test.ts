// Every message the API answers with, and every message of the shared schemas, has its Bahasa
// Malaysia (packages/shared/src/messages-ms.ts): a new message without one fails this test.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { toMalay } from '../../packages/shared/src/messages-ms';

import { collectMessages, sourceFiles } from './collect-messages';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('server and shared messages', () => {
  it('all have a Bahasa Malaysia translation', () => {
    const files = sourceFiles(ROOT, [
      'packages/shared/src',
      'apps/server/src/modules',
      'apps/server/src/plugins',
      'apps/server/src/lib',
    ]);
    const messages = collectMessages(files);
    expect(messages.length).toBeGreaterThan(200);
    const untranslated = messages.filter((text) => toMalay(text) === text);
    expect(untranslated).toEqual([]);
  });

  it('finds a message the code adds without a translation', () => {
    const fixture = path.join(ROOT, 'scripts/checks/fixtures/untranslated-message.ts');
    expect(collectMessages([fixture])).toEqual(['A brand new message nobody translated']);
    expect(toMalay('A brand new message nobody translated')).toBe(
      'A brand new message nobody translated',
    );
  });

  it('translates messages built from a label and values', () => {
    expect(toMalay('Title is required')).toBe('Tajuk diperlukan');
    expect(toMalay('Summary must be at most 1000 characters')).toBe(
      'Ringkasan mesti tidak melebihi 1000 aksara',
    );
    expect(toMalay('Title (Bahasa Malaysia) must be at most 200 characters')).toBe(
      'Tajuk (Bahasa Malaysia) mesti tidak melebihi 200 aksara',
    );
    expect(toMalay('Player not found')).toBe('Pemain tidak ditemui');
    expect(toMalay('This clinic is full')).toBe('Klinik ini sudah penuh');
    expect(toMalay('Cancellations for this course closed on 2027-01-05')).toBe(
      'Pembatalan untuk kursus ini ditutup pada 2027-01-05',
    );
    expect(
      toMalay("Your partner's skill level is outside this event's range (Novice–Advanced)"),
    ).toBe('Tahap kemahiran pasangan anda di luar julat acara ini (Baru–Mahir)');
    expect(toMalay('You must be at least 13 years old to register')).toBe(
      'Anda mesti berumur sekurang-kurangnya 13 tahun untuk mendaftar',
    );
  });
});
