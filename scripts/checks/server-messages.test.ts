// Every message the API answers with, and every message of the shared schemas, has its Bahasa
// Malaysia (packages/shared/src/messages-ms.ts): a new message without one fails this test.
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { toMalay } from '../../packages/shared/src/messages-ms';

import { collectMessages, sourceFiles } from './collect-messages';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Sentences the collector finds that nobody reads: a User-Agent, a path built from parts. */
const NOT_MESSAGES = new Set([
  'MPA-LinkPreview/1.0 (+link previews for PickleZone posts)',
  'Sample NameassetsSample Name',
  // The Stripe adapter's reason for refusing a webhook from the future: answered as a bad
  // signature (PAYMENT_MESSAGES.badSignature), never shown.
  'Timestamp outside the tolerance zone',
]);

describe('server and shared messages', () => {
  it('all have a Bahasa Malaysia translation', () => {
    const files = sourceFiles(ROOT, [
      'packages/shared/src',
      'apps/server/src/modules',
      'apps/server/src/plugins',
      'apps/server/src/lib',
    ]);
    const messages = collectMessages(files).filter((text) => !NOT_MESSAGES.has(text));
    expect(messages.length).toBeGreaterThan(350);
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

  it('finds messages with values, named constants and default messages', () => {
    const fixture = path.join(ROOT, 'scripts/checks/fixtures/messages-with-values.ts');
    expect(collectMessages([fixture])).toEqual([
      'Default message of a helper',
      'Named message in a constant',
      'Too many sample checks. Try again in 5 minutes.',
      'You are already enrolled in this course',
    ]);
  });

  it("translates zod's own messages, with or without the field's path", () => {
    expect(toMalay('Invalid input: expected string, received undefined')).toBe(
      'Input tidak sah: sepatutnya teks, diterima tiada nilai',
    );
    expect(toMalay('querystring.limit: Too small: expected number to be >=1')).toBe(
      'querystring.limit: Terlalu kecil: nombor mesti >=1',
    );
    expect(toMalay('params.id: Too big: expected string to have <=64 characters')).toBe(
      'params.id: Terlalu panjang: teks mesti tidak melebihi 64 aksara',
    );
    expect(toMalay('Invalid option: expected one of "pending"|"resolved"')).toBe(
      'Pilihan tidak sah: mesti salah satu daripada "pending"|"resolved"',
    );
    expect(toMalay('Unrecognized keys: "price", "order"')).toBe(
      'Medan tidak dikenali: "price", "order"',
    );
  });

  it('translates rate limits and messages that carry staff-entered text', () => {
    expect(toMalay('Too many failed login attempts. Try again in 1 minute.')).toBe(
      'Terlalu banyak cubaan daftar masuk yang gagal. Cuba lagi dalam 1 minit.',
    );
    expect(toMalay('Too many link previews. Please wait 2 minute(s) and try again.')).toBe(
      'Terlalu banyak pratonton pautan. Sila tunggu 2 minit dan cuba lagi.',
    );
    expect(
      toMalay(
        'Your membership is suspended (Unpaid fee). Please contact the association to resolve it.',
      ),
    ).toBe('Keahlian anda digantung (Unpaid fee). Sila hubungi persatuan untuk menyelesaikannya.');
    expect(toMalay('Invalid username or password')).toBe(
      'Nama pengguna atau kata laluan tidak sah',
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
