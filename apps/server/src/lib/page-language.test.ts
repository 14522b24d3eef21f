import { describe, expect, it } from 'vitest';

import { withPageLanguage } from './page-language';

const SHELL = `<!doctype html><html lang="en"><head><title>MPA</title></head><body><div id="root"></div>
    <noscript>
      <p class="bg-amber-50 px-4 py-3 text-center text-sm">
        The pages can be read without JavaScript; signing in, registering and PickleZone need it.
      </p>
    </noscript></body></html>`;

describe('withPageLanguage', () => {
  it('says the no-script note in Malay on a Malay page', () => {
    const html = withPageLanguage(SHELL, '/ms/about', { siteUrl: 'https://x', isIndexable: true });
    expect(html).toContain('<html lang="ms">');
    expect(html).toContain(
      '<p class="bg-amber-50 px-4 py-3 text-center text-sm">Halaman ini boleh dibaca tanpa JavaScript; daftar masuk, pendaftaran dan PickleZone memerlukannya.</p>',
    );
    expect(html).not.toContain('The pages can be read without JavaScript');
  });

  it('leaves the English note on an English page', () => {
    const html = withPageLanguage(SHELL, '/about', { siteUrl: 'https://x', isIndexable: true });
    expect(html).toContain('The pages can be read without JavaScript');
  });
});
