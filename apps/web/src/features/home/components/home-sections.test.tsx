import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { externalLinks } from '@/config/paths';
import { renderWithRouter } from '@/testing/test-utils';

import { CertificationRoadmapSection } from './certification-roadmap-section';
import { GuidelinesSection } from './guidelines-section';
import { PortalSection } from './portal-section';
import { QuickStatsSection } from './quick-stats-section';
import { SocialHubSection } from './social-hub-section';

describe('home sections', () => {
  it('quick stats show the four headline figures', () => {
    renderWithRouter(<QuickStatsSection />);
    const pairs = [
      ['Active players', '400,000+'],
      ['Tournaments', '27+'],
      ['Venues', '472+'],
      ['Coaches', '500+'],
    ];
    for (const [label, value] of pairs) {
      const term = screen.getByText(label!);
      expect(term.tagName).toBe('DT');
      expect(term.parentElement).toHaveTextContent(value!);
    }
  });

  it('portal card links to the external application portal in a new tab', () => {
    renderWithRouter(<PortalSection />);
    const link = screen.getByRole('link', { name: /Go to the Application Portal/ });
    expect(link).toHaveAttribute('href', externalLinks.applicationPortal);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(
      screen.getByRole('heading', { name: /Tournament applications & skill assessments/ }),
    ).toBeInTheDocument();
  });

  it('social hub card says registration is required and links to both logins', () => {
    renderWithRouter(<SocialHubSection />);
    expect(
      screen.getByText(/post feed and the social hub are for registered players/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to PickleZone' })).toHaveAttribute(
      'href',
      '/picklezone/login',
    );
    expect(screen.getByRole('link', { name: 'Player Login' })).toHaveAttribute(
      'href',
      '/player/login',
    );
  });

  it('guidelines cards link to both guideline pages', () => {
    renderWithRouter(<GuidelinesSection />);
    expect(screen.getByRole('link', { name: /Tournament Guidelines/ })).toHaveAttribute(
      'href',
      '/tournament-guidelines',
    );
    expect(screen.getByRole('link', { name: /Venue Guidelines/ })).toHaveAttribute(
      'href',
      '/venue-guidelines',
    );
  });

  it('certification roadmap lists the four levels with duration, fee and group size', () => {
    renderWithRouter(<CertificationRoadmapSection />);
    const levels = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(levels).toHaveLength(4);
    const expected = [
      ['Basic Fundamentals', '1 day', 'RM 250', '32–36'],
      ['Level 1 Associate', '4 days', 'RM 750', '24–32'],
      ['Level 2 Professional', '4.5 days', 'RM 850', '24–32'],
      ['Level 3 Master', '5 days', 'RM 1,000', '24–32'],
    ];
    expected.forEach(([name, duration, fee, size], index) => {
      const level = levels[index]!;
      expect(within(level).getByRole('heading', { level: 3 })).toHaveTextContent(name!);
      expect(within(level).getByText('Duration').nextElementSibling).toHaveTextContent(duration!);
      expect(within(level).getByText('Fee per person').nextElementSibling).toHaveTextContent(fee!);
      expect(within(level).getByText('Participants').nextElementSibling).toHaveTextContent(size!);
    });
  });
});
