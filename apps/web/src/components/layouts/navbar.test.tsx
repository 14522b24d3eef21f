import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { clearPlayerSessionHint, setPlayerSessionHint } from '@/lib/auth/player-session-hint';
import { renderWithRouter, scrollWindowTo } from '@/testing/test-utils';

import { Navbar } from './navbar';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('Navbar', () => {
  afterEach(() => scrollWindowTo(0));

  it('shows the spec links, and Home only off the home page', () => {
    renderWithRouter(<Navbar />, '/');
    const nav = mainNav();
    expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Tournament' })).toHaveAttribute(
      'href',
      '/tournament',
    );
    expect(within(nav).getByRole('link', { name: 'Registered Organizers' })).toHaveAttribute(
      'href',
      '/registered-organizers',
    );
    expect(within(nav).getByRole('link', { name: 'Admin Login' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByText('Beta 2.0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Malaysia Pickleball Association/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows Home on other pages', () => {
    renderWithRouter(<Navbar />, '/about');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('sets the scrolled flag past 50 px and the on-white flag past 670 px', () => {
    renderWithRouter(<Navbar />, '/');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(header).toHaveAttribute('data-on-white', 'false');

    scrollWindowTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollWindowTo(51);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveAttribute('data-on-white', 'false');

    scrollWindowTo(670);
    expect(header).toHaveAttribute('data-on-white', 'false');
    scrollWindowTo(671);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveAttribute('data-on-white', 'true');

    scrollWindowTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(header).toHaveAttribute('data-on-white', 'false');
  });

  it('reads the scroll position on mount', () => {
    scrollWindowTo(800);
    renderWithRouter(<Navbar />, '/');
    expect(screen.getByRole('banner')).toHaveAttribute('data-on-white', 'true');
  });

  it('opens the mobile menu and closes it on an overlay tap', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />, '/about');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('mobile-menu-overlay')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByTestId('mobile-menu-overlay'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('mobile-menu-overlay')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the mobile menu when a link is tapped', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Navbar />, '/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });

    await user.click(within(mobile).getByRole('link', { name: 'Tournament' }));
    expect(router.state.location.pathname).toBe('/tournament');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu on a link to the current page and on Escape', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />, '/tournament');
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'Tournament',
      }),
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('Navbar: a player’s way around', () => {
  afterEach(() => window.localStorage.clear());

  function links(nav: HTMLElement) {
    return within(nav)
      .getAllByRole('link')
      .map((link) => [
        link.getAttribute('aria-label') ?? link.textContent,
        link.getAttribute('href'),
      ]);
  }

  it('offers Training, News, PickleZone and the finder beside the spec’s links; Sign in is the call to action, Admin Login a quiet link', () => {
    renderWithRouter(<Navbar />, '/about');
    expect(links(mainNav())).toEqual([
      ['Home', '/'],
      ['Tournament', '/tournament'],
      ['Training', '/training'],
      ['News', '/news'],
      ['PickleZone', '/picklezone'],
      ['Find a coach', '/coaches'],
      ['Registered Organizers', '/registered-organizers'],
      ['Admin Login', '/admin'],
    ]);
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/player/login');
    expect(signIn.className).toMatch(/bg-accent-400/);
    expect(within(mainNav()).getByRole('link', { name: 'Admin Login' }).className).not.toMatch(
      /bg-accent/,
    );
  });

  it('shows My portal with the player’s initials once the app runs, and the same in the menu', async () => {
    window.localStorage.setItem('playerLoggedIn', 'true');
    window.localStorage.setItem('playerName', 'Nurul Aisyah');
    const user = userEvent.setup();
    renderWithRouter(<Navbar />, '/');
    const portal = screen.getByRole('link', { name: 'My portal, Nurul Aisyah' });
    expect(portal).toHaveAttribute('href', '/player/dashboard');
    expect(portal).toHaveTextContent('NA');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(mobile).getByRole('link', { name: 'My portal, Nurul Aisyah' }),
    ).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'PickleZone' })).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'Admin Login' })).toBeInTheDocument();
  });

  it('renders Sign in on the server (its HTML is the same for everyone), and follows a sign-in on the page', () => {
    window.localStorage.setItem('playerLoggedIn', 'true');
    const html = renderToString(
      <StaticRouter location="/">
        <Navbar />
      </StaticRouter>,
    );
    expect(html).toContain('Sign in');
    expect(html).not.toContain('My portal');

    window.localStorage.clear();
    renderWithRouter(<Navbar />, '/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    act(() => setPlayerSessionHint({ id: 'p1', fullName: 'Lim Wei Jie' }));
    expect(screen.getByRole('link', { name: 'My portal, Lim Wei Jie' })).toBeInTheDocument();
    act(() => clearPlayerSessionHint());
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
