import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithRouter } from '@/testing/test-utils';

import { PolicyLinks } from './policy-links';

describe('PolicyLinks', () => {
  it('opens the privacy summary with a link to the full policy', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<PolicyLinks />, '/');
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));

    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(within(dialog).getByText(/We never sell your data/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Read the full Privacy Policy' }));
    expect(router.state.location.pathname).toBe('/privacy-policy');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the terms summary with a link to the full terms', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PolicyLinks />, '/');
    await user.click(screen.getByRole('button', { name: 'Terms of Service' }));

    const dialog = screen.getByRole('dialog', { name: 'Terms of Service' });
    expect(within(dialog).getByText(/at least 13 years old/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Read the full Terms and Conditions' }),
    ).toHaveAttribute('href', '/terms-and-conditions');
  });

  it('opens the cookie policy, which has no full page, and closes it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PolicyLinks />, '/');
    await user.click(screen.getByRole('button', { name: 'Cookie Policy' }));

    const dialog = screen.getByRole('dialog', { name: 'Cookie Policy' });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons[1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
