import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  bodiesSentTo,
  jsonResponse,
  mockFetch,
  networkFailure,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { TestProviders } from '@/testing/test-utils';

import { TwoFactorCard } from './two-factor-card';

afterEach(() => vi.unstubAllGlobals());

const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

function renderCard(enabled: boolean, handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/players/me/two-factor': () =>
      jsonResponse(200, { enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
    'POST /api/players/me/two-factor/setup': () =>
      jsonResponse(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/MPA?secret=JBSWY3DPEHPK3PXP',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      }),
    ...handlers,
  });
  render(
    <TestProviders>
      <TwoFactorCard base="/api/players/me" />
    </TestProviders>,
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('two-factor sign-in settings', () => {
  it('sets up: refuses a code that is not 6 digits, then shows the recovery codes', async () => {
    const { fetchMock, user } = renderCard(false, {
      'POST /api/players/me/two-factor/enable': () => jsonResponse(200, { recoveryCodes: CODES }),
    });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const code = await screen.findByLabelText(/Authentication code/);
    // On a phone there is nothing to scan: the same otpauth URL opens the authenticator.
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      'otpauth://totp/MPA?secret=JBSWY3DPEHPK3PXP',
    );
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Check your authenticator app and try again.',
    );
    expect(bodiesSentTo(fetchMock, 'POST /api/players/me/two-factor/enable')).toEqual([]);

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('code0-abcde')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/me/two-factor/enable')).toEqual([
      { code: '123 456' },
    ]);
  });

  it('turns off with the password, showing the server’s refusal and then the outcome', async () => {
    let answer: FetchHandler = () =>
      jsonResponse(401, { error: 'Password is incorrect', code: 'UNAUTHENTICATED' });
    const { fetchMock, user } = renderCard(true, {
      'POST /api/players/me/two-factor/disable': (call) => answer(call),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const password = screen.getByLabelText(/^Password/);
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeDisabled();
    await user.type(password, 'not my password');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    expect(password).toHaveValue('not my password');

    answer = networkFailure;
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Unable to connect to server. Please try again later.'),
    ).toBeInTheDocument();

    answer = () => jsonResponse(200, { ok: true });
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/me/two-factor/disable')).toHaveLength(3);
  });
});
