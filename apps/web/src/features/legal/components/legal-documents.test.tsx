import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { PrivacyDocument } from './privacy-document';
import { TermsDocument } from './terms-document';

function numberedSectionHeadings() {
  return screen.getAllByRole('heading', { level: 2, name: /^\d+\.\s*\S/ });
}

describe('legal documents', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A later visit: the documents still show the date their text took effect.
    vi.setSystemTime(new Date(2027, 2, 5, 9, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('Terms: 15 numbered sections, acceptance, contact, footer with the year, its version’s date as Last Updated', () => {
    renderWithRouter(<TermsDocument />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();

    const headings = numberedSectionHeadings();
    expect(headings).toHaveLength(15);
    headings.forEach((heading, index) =>
      expect(heading).toHaveTextContent(new RegExp(`^${index + 1}\\.`)),
    );

    const date = screen.getByText('22 November 2026');
    expect(date).toHaveAttribute('datetime', '2026-11-22');
    expect(date.closest('p')).toHaveTextContent('Last Updated: 22 November 2026');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Acceptance of Terms' }),
    ).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: 'info@mpa.org.my' })).toHaveAttribute(
      'href',
      'mailto:info@mpa.org.my',
    );
    expect(screen.getByText(/^© 2027 Malaysia Pickleball Association/)).toBeInTheDocument();
  });

  it('Privacy: 12 numbered sections, acknowledgment, three contact blocks, footer, its version’s date as Last Updated', () => {
    renderWithRouter(<PrivacyDocument />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(numberedSectionHeadings()).toHaveLength(12);
    expect(screen.getByText('22 November 2026').closest('p')).toHaveTextContent(
      'Last Updated: 22 November 2026',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Acknowledgment' })).toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'Contact Us' });
    const blocks = within(contact).getAllByRole('heading', { level: 3 });
    expect(blocks.map((heading) => heading.textContent)).toEqual([
      'Malaysia Pickleball Association',
      'Technical Partner',
      'Data Protection Inquiries',
    ]);
    expect(within(contact).getByRole('link', { name: 'privacy@mpa.org.my' })).toBeInTheDocument();
    expect(screen.getByText(/Personal Data Protection Act 2010 \(Act 709\)/)).toBeInTheDocument();
    expect(screen.getByText(/^© 2027 Malaysia Pickleball Association/)).toBeInTheDocument();
  });

  it('Privacy: names the data protection officer the server is configured with', async () => {
    vi.useRealTimers();
    mockFetch({
      'GET /api/privacy/contact': () => jsonResponse(200, { dpoEmail: 'dpo@pickleball.example' }),
    });
    renderWithRouter(<PrivacyDocument />);
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(
      await within(contact).findByRole('heading', { level: 3, name: 'Data Protection Officer' }),
    ).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'dpo@pickleball.example' })).toHaveAttribute(
      'href',
      'mailto:dpo@pickleball.example',
    );
    vi.unstubAllGlobals();
  });
});
