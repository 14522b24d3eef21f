import { afterEach, describe, expect, it } from 'vitest';

import { setMessageLocale } from './format-message';
import { loadSharedMessages, sharedText } from './shared-messages';

describe('messages of the shared schemas on a Malay page', () => {
  afterEach(() => setMessageLocale('en'));

  it('are shown in Malay once loaded, and in English on an English page', async () => {
    await loadSharedMessages('ms');
    setMessageLocale('ms');
    expect(sharedText('Please enter a valid email address')).toBe(
      'Sila masukkan alamat e-mel yang sah',
    );
    expect(sharedText('Full name is required')).toBe('Nama penuh diperlukan');
    // Already Malay (the server translated it), or unknown: shown as it is.
    expect(sharedText('Nama penuh diperlukan')).toBe('Nama penuh diperlukan');
    setMessageLocale('en');
    expect(sharedText('Please enter a valid email address')).toBe(
      'Please enter a valid email address',
    );
  });
});
