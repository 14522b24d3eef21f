import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { buildPlayer } from '@/testing/factories/players';
import { bodiesSentTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderPlayerApp } from '@/testing/render-player-app';
import type { MembershipCard, MembershipSummary } from '@app/shared/membership';

import { MembershipPanel } from './membership-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  setMessageLocale('en');
});

const PLAYER = buildPlayer();
const ADULT = {
  id: '6c1f1c1e-8d2b-4c8e-9a55-1f0c1d2e3f40',
  name: 'Adult annual',
  nameMs: 'Tahunan dewasa',
  feeSen: 5000,
  durationKind: 'months' as const,
  durationMonths: 12,
  ageBand: 'adult' as const,
  active: true,
  refundRule: { rule: 'none' as const, until: null, percent: null },
};

function summary(overrides: Partial<MembershipSummary> = {}): MembershipSummary {
  return {
    memberId: PLAYER.playerId,
    status: 'active',
    typeId: ADULT.id,
    typeName: ADULT.name,
    typeNameMs: ADULT.nameMs,
    startsOn: '2026-01-01',
    expiresOn: '2026-12-31',
    graceEndsOn: '2027-01-30',
    suspension: null,
    terms: [],
    payments: [
      {
        id: 'p1',
        receiptNumber: 'MPA-2026-000042',
        amountSen: 5000,
        method: 'bank_transfer',
        reference: 'MBB 1',
        paidOn: '2026-01-01',
        typeName: ADULT.name,
        typeNameMs: ADULT.nameMs,
        createdAt: '2026-01-01T02:00:00.000Z',
        // The server's answer before refunds and voids: the schema's defaults fill the rest.
      } as MembershipSummary['payments'][number],
    ],
    pendingRenewal: null,
    renewalOptions: [ADULT],
    paymentInstructions: 'Pay by bank transfer to Maybank 5140.',
    paymentInstructionsMs: '',
    remindersOptOut: false,
    ...overrides,
  };
}

const CARD: MembershipCard = {
  memberId: PLAYER.playerId,
  fullName: PLAYER.fullName,
  profilePicture: null,
  skillLevel: 'Intermediate',
  typeName: ADULT.name,
  typeNameMs: ADULT.nameMs,
  status: 'active',
  expiresOn: '2026-12-31',
  verifyUrl: 'https://mpa.example/verify/AAAAAAAAAAAAAAAAAAAAAA',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" data-testid="qr"></svg>',
  updatedAt: '2026-11-25T02:00:00.000Z',
};

function signedIn(handlers: Record<string, FetchHandler>) {
  window.localStorage.setItem('playerLoggedIn', 'true');
  return mockFetch({
    'GET /api/players/me': () => jsonResponse(200, PLAYER),
    [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
    'GET /api/players/me/card': () => jsonResponse(200, CARD),
    ...handlers,
  });
}

describe('portal → Membership', () => {
  it('shows the status in words, the card with its QR code, and receipts to download', async () => {
    signedIn({ 'GET /api/players/me/membership': () => jsonResponse(200, summary()) });
    renderPlayerApp('/player/dashboard?tab=membership');
    const panel = await screen.findByRole('tabpanel', { name: 'Membership' });
    expect(await within(panel).findByText('Valid until 31 December 2026.')).toBeInTheDocument();
    const card = await within(panel).findByTestId('membership-card');
    expect(within(card).getByText(PLAYER.fullName)).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: 'QR code to check this membership' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'Download receipt MPA-2026-000042 (PDF)' }),
    ).toHaveAttribute('href', '/api/players/me/membership/receipts/MPA-2026-000042');
    expect(within(panel).getByRole('link', { name: 'Download card (PDF)' })).toHaveAttribute(
      'href',
      '/api/players/me/card.pdf',
    );
  });

  it('shows on each receipt what was given back: the refund, its credit note and date, a failed refund, in English and Malay', async () => {
    const refunded = {
      id: 'p2',
      receiptNumber: 'MPA-2026-000050',
      amountSen: 5000,
      method: 'online' as const,
      reference: 'pi_1',
      paidOn: '2026-02-01',
      typeName: 'Membership: Adult annual',
      typeNameMs: 'Keahlian: Tahunan dewasa',
      createdAt: '2026-02-01T02:00:00.000Z',
      provider: 'stripe',
      refundedSen: 2500,
      voided: false,
      creditNotes: [
        {
          number: 'CN-2026-000007',
          kind: 'refund' as const,
          amountSen: 2500,
          reason: 'Joined by mistake',
          createdAt: '2026-02-03T17:00:00.000Z',
          failedAt: null,
        },
        {
          number: 'CN-2026-000008',
          kind: 'refund' as const,
          amountSen: 2500,
          reason: 'Joined by mistake',
          createdAt: '2026-02-05T02:00:00.000Z',
          failedAt: '2026-02-06T02:00:00.000Z',
          failureReason: 'failed at the gateway',
        },
      ],
    };
    const current = summary({ payments: [refunded, ...summary().payments] });
    signedIn({ 'GET /api/players/me/membership': () => jsonResponse(200, current) });
    renderPlayerApp('/player/dashboard?tab=membership');
    const receipts = await screen.findByRole('list', { name: 'Your membership receipts' });
    const [row, staff] = within(receipts)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === receipts);
    expect(row).toHaveTextContent('Membership: Adult annual');
    expect(row).toHaveTextContent('Refunded RM 25.00');
    expect(
      within(row!).getByRole('link', { name: 'Download credit note CN-2026-000007 (PDF)' }),
    ).toHaveAttribute('href', '/api/players/me/membership/credit-notes/CN-2026-000007');
    // Issued on 4 February in Malaysia (17:00 UTC on the 3rd).
    expect(row).toHaveTextContent('Credit note CN-2026-000007 · RM 25.00 issued 4 Feb 2026');
    expect(row).toHaveTextContent(/This refund did not go through \(.+\): nothing was given back/);
    // A payment staff recorded is named as an order names it; nothing was given back on it.
    expect(staff).toHaveTextContent('Membership: Adult annual');
    expect(staff).not.toHaveTextContent('Refunded');
    cleanup();

    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={new QueryClient()}>
          <MembershipPanel />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const malay = await screen.findByRole('list', { name: ms.membership.portal.receiptsCaption });
    const [first, second] = within(malay)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === malay);
    expect(within(first!).getByText('Keahlian: Tahunan dewasa')).not.toHaveAttribute('lang');
    expect(first).toHaveTextContent('Dipulangkan RM 25.00');
    expect(first).toHaveTextContent('Nota kredit CN-2026-000007 · RM 25.00 dikeluarkan 4 Feb 2026');
    expect(first).toHaveTextContent(
      /Bayaran balik ini tidak berjaya \(.+\): tiada wang dipulangkan/,
    );
    expect(second).toHaveTextContent('Keahlian: Tahunan dewasa');
    expect(second).not.toHaveTextContent(/Keahlian:? Keahlian/);
  });

  it('marks a type name shown in English on a Malay page (staff wrote no Malay name)', async () => {
    signedIn({
      'GET /api/players/me/membership': () =>
        jsonResponse(200, summary({ typeName: 'Junior annual', typeNameMs: '' })),
      'GET /api/players/me/card': () =>
        jsonResponse(200, { ...CARD, typeName: 'Junior annual', typeNameMs: '' }),
    });
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={new QueryClient()}>
          <MembershipPanel />
        </QueryClientProvider>
      </I18nProvider>,
    );
    // The status summary and the card.
    await waitFor(() => expect(screen.getAllByText('Junior annual')).toHaveLength(2));
    for (const name of screen.getAllByText('Junior annual'))
      expect(name).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('Tahunan dewasa').length).toBeGreaterThan(0);
  });

  it('joins (a first-time member does not renew): sends the chosen type once with an idempotency key, then shows how to pay', async () => {
    let current = summary({
      status: 'none',
      typeId: null,
      typeName: null,
      expiresOn: null,
      payments: [],
    });
    const fetchMock = signedIn({
      'GET /api/players/me/membership': () => jsonResponse(200, current),
      'POST /api/players/me/membership/renewals': () => {
        const pending = {
          id: 'r1',
          playerId: PLAYER._id,
          memberId: PLAYER.playerId,
          fullName: PLAYER.fullName,
          typeId: ADULT.id,
          typeName: ADULT.name,
          typeNameMs: ADULT.nameMs,
          feeSen: 5000,
          paymentReference: `${PLAYER.playerId}-7F3A`,
          status: 'pending',
          createdAt: '2026-11-25T02:00:00.000Z',
        };
        current = { ...current, pendingRenewal: pending as MembershipSummary['pendingRenewal'] };
        return jsonResponse(200, pending);
      },
    });
    const { user } = renderPlayerApp('/player/dashboard?tab=membership');
    const panel = await screen.findByRole('tabpanel', { name: 'Membership' });
    expect(
      await within(panel).findByRole('heading', { name: 'Become a member' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('RM 50.00')).toBeInTheDocument();
    // The select names the type alone (a long label is cut off on a phone).
    expect(within(panel).getByRole('option', { name: ADULT.name })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/renew/i);
    await user.click(within(panel).getByRole('button', { name: 'Join' }));

    expect(await within(panel).findByText(`${PLAYER.playerId}-7F3A`)).toBeInTheDocument();
    expect(within(panel).getByText(/Pay RM 50.00 for Adult annual/)).toHaveTextContent(
      'You become a member once the association confirms your payment.',
    );
    expect(
      within(panel).getByRole('heading', { name: 'Membership waiting for payment' }),
    ).toBeVisible();
    expect(within(panel).getByText('Pay by bank transfer to Maybank 5140.')).toBeInTheDocument();
    const [body] = bodiesSentTo(fetchMock, 'POST /api/players/me/membership/renewals') as {
      typeId: string;
      idempotencyKey: string;
    }[];
    expect(body!.typeId).toBe(ADULT.id);
    expect(body!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the types in Bahasa Malaysia on a Malay page, and the English where staff wrote none', async () => {
    const JUNIOR = {
      ...ADULT,
      id: '7d2f1c1e-8d2b-4c8e-9a55-1f0c1d2e3f41',
      name: 'Junior annual',
      nameMs: '',
    };
    signedIn({
      'GET /api/players/me/membership': () =>
        jsonResponse(
          200,
          summary({
            status: 'none',
            typeId: null,
            typeName: null,
            typeNameMs: null,
            payments: [],
            renewalOptions: [ADULT, JUNIOR],
          }),
        ),
    });
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={new QueryClient()}>
          <MembershipPanel />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const select = await screen.findByRole('combobox', { name: ms.membership.portal.chooseType });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tahunan dewasa', 'Junior annual']);
    expect(within(select).queryByRole('option', { name: 'Adult annual' })).toBeNull();
  });

  it('shows how to pay in Malay when staff wrote it, else the English marked so', async () => {
    const pending = {
      id: 'r1',
      playerId: PLAYER._id,
      memberId: PLAYER.playerId,
      fullName: PLAYER.fullName,
      typeId: ADULT.id,
      typeName: ADULT.name,
      typeNameMs: ADULT.nameMs,
      feeSen: 5000,
      paymentReference: `${PLAYER.playerId}-7F3A`,
      status: 'pending' as const,
      createdAt: '2026-11-25T02:00:00.000Z',
    };
    let current = summary({
      pendingRenewal: pending,
      paymentInstructionsMs: 'Bayar melalui pindahan bank ke Maybank 5140.',
    });
    signedIn({ 'GET /api/players/me/membership': () => jsonResponse(200, current) });
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    const client = new QueryClient();
    const view = () => (
      <I18nProvider locale="ms">
        <QueryClientProvider client={client}>
          <MembershipPanel />
        </QueryClientProvider>
      </I18nProvider>
    );
    const { rerender } = render(view());
    const box = await screen.findByTestId('pending-renewal');
    expect(box).toHaveTextContent('Tahunan dewasa');
    expect(within(box).getByText('Bayar melalui pindahan bank ke Maybank 5140.')).toHaveAttribute(
      'lang',
      'ms',
    );
    expect(within(box).queryByText(ms.common.englishOnly)).toBeNull();

    current = summary({ pendingRenewal: pending, paymentInstructionsMs: '' });
    await client.invalidateQueries();
    rerender(view());
    const english = await within(box).findByText('Pay by bank transfer to Maybank 5140.');
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(box).getByText(ms.common.englishOnly)).toBeInTheDocument();
  });

  it('says how each receipt was paid: the method the gateway reported, in the reader’s language', async () => {
    const online = (id: string, onlineMethod: string | null, onlineMethodDetail: string | null) =>
      ({
        ...summary().payments[0]!,
        id,
        receiptNumber: `MPA-2026-00010${id}`,
        method: 'online',
        onlineMethod,
        onlineMethodDetail,
      }) as MembershipSummary['payments'][number];
    const payments = [
      online('1', 'card', 'visa'),
      online('2', 'fpx', 'maybank2u'),
      online('3', null, null),
    ];
    signedIn({ 'GET /api/players/me/membership': () => jsonResponse(200, summary({ payments })) });
    const { unmount } = renderPlayerApp('/player/dashboard?tab=membership');
    const receipts = await screen.findByRole('list', { name: 'Your membership receipts' });
    const item = (n: string) => within(receipts).getByText(`MPA-2026-00010${n}`).closest('li')!;
    expect(item('1')).toHaveTextContent('Card (Visa)');
    expect(item('2')).toHaveTextContent('FPX online banking (Maybank2u)');
    expect(item('3')).toHaveTextContent('Online payment');
    unmount();

    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    render(
      <I18nProvider locale="ms">
        <QueryClientProvider client={new QueryClient()}>
          <MembershipPanel />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const resit = await screen.findByRole('list', { name: ms.membership.portal.receiptsCaption });
    expect(within(resit).getByText('MPA-2026-000101').closest('li')!).toHaveTextContent(
      'Kad (Visa)',
    );
    expect(within(resit).getByText('MPA-2026-000102').closest('li')!).toHaveTextContent(
      'Perbankan dalam talian FPX (Maybank2u)',
    );
  });

  it('tells a suspended member why, and in grace when it still counts until', async () => {
    signedIn({
      'GET /api/players/me/membership': () =>
        jsonResponse(
          200,
          summary({
            status: 'suspended',
            suspension: { reason: 'Unpaid tournament fee', since: '2026-11-20T00:00:00.000Z' },
          }),
        ),
    });
    renderPlayerApp('/player/dashboard?tab=membership');
    expect(
      await screen.findByText(
        'Suspended by the association: Unpaid tournament fee. Please contact the association.',
      ),
    ).toBeInTheDocument();
  });

  it('offers a retry when the membership cannot be loaded', async () => {
    let isUp = false;
    signedIn({
      'GET /api/players/me/membership': () =>
        isUp ? jsonResponse(200, summary()) : jsonResponse(503, { error: 'Down' }),
    });
    const { user } = renderPlayerApp('/player/dashboard?tab=membership');
    expect(await screen.findByText('Your membership could not be loaded.')).toBeInTheDocument();
    isUp = true;
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByText('Valid until 31 December 2026.')).toBeInTheDocument();
  });
});

describe('/verify/<token>', () => {
  it('shows only the member’s photo, name, ID, status in words and expiry', async () => {
    mockFetch({
      'GET /api/verify/AAAAAAAAAAAAAAAAAAAAAA': () =>
        jsonResponse(200, {
          fullName: 'Siti Aminah',
          memberId: 'MPA001234',
          profilePicture: null,
          status: 'grace',
          expiresOn: '2026-11-15',
          checkedAt: '2026-11-25T02:00:00.000Z',
        }),
    });
    renderPlayerApp('/verify/AAAAAAAAAAAAAAAAAAAAAA');
    const result = await screen.findByTestId('verify-result');
    expect(within(result).getByRole('heading', { name: 'Siti Aminah' })).toBeInTheDocument();
    expect(within(result).getByText('In grace period')).toBeInTheDocument();
    expect(
      within(result).getByText(
        'Membership has expired but is within its grace period: still a current member.',
      ),
    ).toBeInTheDocument();
    expect(within(result).getByText('15 November 2026')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('says a rotated or unknown card is not recognised', async () => {
    mockFetch({
      'GET /api/verify/BBBBBBBBBBBBBBBBBBBBBB': () =>
        jsonResponse(404, { error: 'This card could not be verified.', code: 'NOT_FOUND' }),
    });
    renderPlayerApp('/verify/BBBBBBBBBBBBBBBBBBBBBB');
    expect(await screen.findByRole('heading', { name: 'Card not recognised' })).toBeInTheDocument();
  });
});
