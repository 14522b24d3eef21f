import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildOrder, OFFLINE, ONLINE } from '@/testing/factories/payments';
import { buildPlayer } from '@/testing/factories/players';
import {
  bodiesSentTo,
  callsTo,
  jsonResponse,
  mockFetch,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { renderPlayerApp } from '@/testing/render-player-app';
import type { MembershipSummary } from '@app/shared/membership';
import { PAYMENT_MESSAGES, type PaymentOrder } from '@app/shared/payments/schemas';

afterEach(() => {
  vi.unstubAllGlobals();
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
const CHECKOUT = 'POST /api/players/me/membership/checkout';

/** Not yet a member: the panel offers to join. */
const NOT_A_MEMBER: MembershipSummary = {
  memberId: PLAYER.playerId,
  status: 'none',
  typeId: null,
  typeName: null,
  typeNameMs: null,
  startsOn: null,
  expiresOn: null,
  graceEndsOn: null,
  suspension: null,
  terms: [],
  payments: [],
  pendingRenewal: null,
  renewalOptions: [ADULT],
  paymentInstructions: 'Pay by bank transfer to Maybank 5140.',
  paymentInstructionsMs: '',
  remindersOptOut: false,
};

function signedIn(handlers: Record<string, FetchHandler>) {
  window.localStorage.setItem('playerLoggedIn', 'true');
  return mockFetch({
    'GET /api/players/me': () => jsonResponse(200, PLAYER),
    [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
    'GET /api/players/me/card': () => jsonResponse(404, { error: 'Not a member' }),
    'GET /api/players/me/membership': () => jsonResponse(200, NOT_A_MEMBER),
    'GET /api/payments/options': () => jsonResponse(200, ONLINE),
    'GET /api/players/me/payments': () => jsonResponse(200, []),
    ...handlers,
  });
}

/** Stands in for the browser leaving for the gateway's page. */
function stubNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

async function openMembership() {
  const view = renderPlayerApp('/player/dashboard?tab=membership');
  const panel = await screen.findByRole('tabpanel', { name: 'Membership' });
  return { ...view, panel };
}

describe('portal → Membership → Pay online', () => {
  it('lets someone not yet a member join online: names the methods and the refund rule, then one double click opens one checkout and leaves for it', async () => {
    const assign = stubNavigation();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = signedIn({
      [CHECKOUT]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { panel, user } = await openMembership();
    expect(
      await within(panel).findByRole('heading', { name: 'Become a member' }),
    ).toBeInTheDocument();
    const pay = await within(panel).findByRole('button', { name: 'Pay online · RM 50.00' });
    expect(within(panel).getByText('This fee is non-refundable.')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Pay with card, FPX online banking or GrabPay');
    // Bank transfer stays beside it.
    expect(within(panel).getByRole('button', { name: 'Get bank transfer details' })).toBeEnabled();

    await user.dblClick(pay);
    await user.click(pay);
    const opening = within(panel).getByRole('button', { name: 'Opening the payment page…' });
    expect(opening).toBeDisabled();
    expect(callsTo(fetchMock, CHECKOUT)).toHaveLength(1);

    const order = buildOrder();
    answer(jsonResponse(200, { order, checkoutUrl: 'https://checkout.example/pay/cs_test_1' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/cs_test_1');
    const [body] = bodiesSentTo(fetchMock, CHECKOUT) as {
      typeId: string;
      idempotencyKey: string;
    }[];
    expect(body).toEqual({
      typeId: ADULT.id,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // Still leaving: no second checkout from a click meanwhile.
    expect(within(panel).getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
  });

  it('says when the gateway is down, loses nothing, and the button works again with a new attempt', async () => {
    const assign = stubNavigation();
    let isUp = false;
    const fetchMock = signedIn({
      [CHECKOUT]: () =>
        isUp
          ? jsonResponse(200, {
              order: buildOrder(),
              checkoutUrl: 'https://checkout.example/pay/2',
            })
          : jsonResponse(503, { error: PAYMENT_MESSAGES.gatewayDown, code: 'SERVICE_UNAVAILABLE' }),
    });
    const { panel, user } = await openMembership();
    await user.click(await within(panel).findByRole('button', { name: 'Pay online · RM 50.00' }));

    expect(await within(panel).findByText(PAYMENT_MESSAGES.gatewayDown)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    const again = within(panel).getByRole('button', { name: 'Pay online · RM 50.00' });
    expect(again).toBeEnabled();
    expect(within(panel).getByRole('combobox', { name: 'Membership type' })).toHaveValue(ADULT.id);

    isUp = true;
    await user.click(again);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/2'));
    const [first, second] = bodiesSentTo(fetchMock, CHECKOUT) as { idempotencyKey: string }[];
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('offers to resume or cancel a membership payment already open, not a second checkout', async () => {
    let orders: PaymentOrder[] = [buildOrder()];
    const fetchMock = signedIn({
      'GET /api/players/me/payments': () => jsonResponse(200, orders),
      'POST /api/players/me/payments/order-1/cancel': () => {
        orders = [buildOrder({ status: 'cancelled', checkoutUrl: null })];
        return jsonResponse(200, orders[0]);
      },
    });
    const { panel, user } = await openMembership();
    const box = await within(panel).findByTestId('open-order');
    expect(within(box).getByRole('heading', { name: 'Payment not finished' })).toBeInTheDocument();
    expect(box).toHaveTextContent(
      'RM 50.00 for Membership: Adult annual. Nothing has been charged yet.',
    );
    expect(within(box).getByRole('link', { name: 'Resume payment' })).toHaveAttribute(
      'href',
      'https://checkout.example/pay/cs_test_1',
    );
    expect(within(panel).queryByRole('button', { name: /Pay online/ })).toBeNull();

    await user.click(within(box).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));

    expect(
      await within(panel).findByRole('button', { name: 'Pay online · RM 50.00' }),
    ).toBeEnabled();
    expect(callsTo(fetchMock, 'POST /api/players/me/payments/order-1/cancel')).toHaveLength(1);
  });

  it('shows a payment the bank is still confirming (FPX) without resume or cancel', async () => {
    signedIn({
      'GET /api/players/me/payments': () =>
        jsonResponse(200, [buildOrder({ progress: 'processing' })]),
    });
    const { panel } = await openMembership();
    const box = await within(panel).findByTestId('open-order');
    expect(within(box).getByRole('heading', { name: 'Payment being confirmed' })).toBeVisible();
    expect(within(box).queryByRole('link', { name: 'Resume payment' })).toBeNull();
    expect(within(box).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('offers bank transfer only, as before, when the site takes no online payment', async () => {
    const fetchMock = signedIn({
      'GET /api/payments/options': () => jsonResponse(200, OFFLINE),
    });
    const { panel } = await openMembership();
    expect(await within(panel).findByRole('button', { name: 'Join' })).toBeEnabled();
    expect(within(panel).queryByRole('button', { name: /Pay online/ })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/players/me/payments')).toHaveLength(0);
  });
});
