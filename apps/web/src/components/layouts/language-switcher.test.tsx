import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';

import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';

import { LanguageSwitcher } from './language-switcher';

function renderAt(url: string, locale: 'en' | 'ms') {
  const router = createMemoryRouter([{ path: '*', element: <LanguageSwitcher /> }], {
    initialEntries: [url],
    basename: locale === 'ms' ? '/ms' : undefined,
  });
  render(
    <I18nProvider locale={locale}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('LanguageSwitcher', () => {
  beforeAll(() => registerMessages(ms, 'ms'));

  it('links an English page to itself in Bahasa Malaysia, keeping the query', () => {
    renderAt('/news/N1?year=2027', 'en');
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('link', { name: 'English' });
    const malay = within(group).getByRole('link', { name: 'Bahasa Malaysia' });
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(english).toHaveTextContent('EN');
    expect(malay).not.toHaveAttribute('aria-current');
    expect(malay).toHaveAttribute('href', '/ms/news/N1?year=2027&lang=ms');
    expect(malay).toHaveAttribute('hreflang', 'ms');
    expect(malay).toHaveAttribute('lang', 'ms');
    expect(malay).toHaveTextContent('BM');
  });

  it('links a Bahasa Malaysia page back to English, in Malay words', () => {
    renderAt('/ms/about', 'ms');
    const group = screen.getByRole('group', { name: 'Bahasa' });
    expect(within(group).getByRole('link', { name: 'Bahasa Malaysia' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(group).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/about?lang=en',
    );
  });

  it('switches the home page', () => {
    renderAt('/ms', 'ms');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/?lang=en');
  });
});
