import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { buildProgram } from '@/testing/factories/programs';
import type { Locale } from '@app/shared/locale';

import { ProgramCard } from './program-card';

afterEach(() => setMessageLocale('en'));

function renderCard(locale: Locale, time: string) {
  if (locale === 'ms') registerMessages(ms, 'ms');
  setMessageLocale(locale);
  render(
    <I18nProvider locale={locale}>
      <MemoryRouter>
        <ProgramCard program={buildProgram({ time, titleMs: 'Kursus', descriptionMs: 'Asas.' })} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const timeRow = (label: string) => screen.getByText(label).nextElementSibling;

describe('a course’s time', () => {
  it('is written the Malay way on a Malay page, not as the staff typed it in English', () => {
    renderCard('ms', '8:00 AM - 10:00 AM');
    expect(timeRow('Masa')).toHaveTextContent('8:00–10:00 PG');
    expect(document.body).not.toHaveTextContent(/\b(AM|PM)\b/);
  });

  it('crosses noon in Malay with both halves of the day', () => {
    renderCard('ms', '9:00 AM - 12:00 PM');
    expect(timeRow('Masa')).toHaveTextContent('9:00 PG – 12:00 PTG');
  });

  it('is written the English way on an English page', () => {
    renderCard('en', '19:30 - 21:30');
    expect(timeRow('Time')).toHaveTextContent('7:30 – 9:30 pm');
  });

  it('is shown as typed when it is more than a time', () => {
    renderCard('ms', 'Sabtu, 8 pagi');
    expect(timeRow('Masa')).toHaveTextContent('Sabtu, 8 pagi');
  });
});
