import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderRoutes } from '@/testing/test-utils';

import { PublicLayout } from './public-layout';

function renderLayout(url: string) {
  return renderRoutes(
    [
      {
        element: <PublicLayout policyLinks={<button type="button">Policy slot</button>} />,
        children: [
          { path: '/', element: <Link to="/about">Go to about</Link> },
          { path: '/about', element: <h1>About page</h1> },
        ],
      },
    ],
    url,
  );
}

describe('PublicLayout', () => {
  it('has the landmarks, a skip link to main and the footer contents', () => {
    renderLayout('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('button', { name: 'Policy slot' })).toBeInTheDocument();
    for (const [name, href] of [
      ['Coaches', '/coaches'],
      ['Venues', '/venue'],
      ['Referees', '/referee'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'info@mpa.org.my' })).toHaveAttribute(
      'href',
      'mailto:info@mpa.org.my',
    );
    expect(screen.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} Malaysia Pickleball Association`)),
    ).toBeInTheDocument();
  });

  it('moves focus to the main content after client-side navigation', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    await user.click(screen.getByRole('link', { name: 'Go to about' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
