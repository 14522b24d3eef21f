import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setMessageLocale } from '@/lib/format-message';
import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms } from '@/messages/ms/index';
import { buildOrder, ONLINE } from '@/testing/factories/payments';
import { buildPlayer } from '@/testing/factories/players';
import { buildProgram, programBody } from '@/testing/factories/programs';
import {
  bodiesSentTo,
  callsTo,
  jsonResponse,
  mockFetch,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import type { TrainingProgram } from '../api/get-programs';

import { TrainingPage } from './training-page';

const PLAYER = buildPlayer();
const ENROL = 'POST /api/courses/c1/enroll';
const CHECKOUT_URL = 'https://checkout.example/pay/cs_test_course';
const HALF_BACK = { rule: 'percentage' as const, until: null, percent: 50 };

function serve(program: TrainingProgram, extra: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem('playerLoggedIn', 'true');
  return mockFetch({
    'GET /api/courses': () => jsonResponse(200, [programBody(program)]),
    'GET /api/clinics': () => jsonResponse(200, []),
    'GET /api/players/me': () => jsonResponse(200, PLAYER),
    'GET /api/players/me/programs': () => jsonResponse(200, []),
    'GET /api/payments/options': () => jsonResponse(200, ONLINE),
    ...extra,
  });
}

/** Stands in for the browser leaving for the gateway's page. */
function stubNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

/** The player's held place, as GET /api/players/me/programs answers it. */
function heldPlace(program: TrainingProgram) {
  return {
    program: { ...program, enrolled: 1 },
    status: 'awaiting_payment',
    position: null,
    offerExpiresAt: null,
    partnerName: null,
    partnerMemberId: null,
    partnerDeadline: null,
    cancelUntil: program.date,
    since: '2026-03-01T19:50:00Z',
    paidAt: null,
    orderId: 'order-c1',
    holdExpiresAt: '2026-03-01T20:30:00Z',
  };
}

async function cardOf(title: string) {
  return (await screen.findByRole('heading', { name: title })).closest('article')!;
}

describe('a course with a fee, paid online', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T20:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
    setMessageLocale('en');
  });

  it('confirms the price with its refund rule, then one double click opens one checkout and leaves for it', async () => {
    const assign = stubNavigation();
    const program = buildProgram({
      _id: 'c1',
      title: 'Paid Course',
      price: 750,
      refundRule: HALF_BACK,
    });
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = serve(program, {
      [ENROL]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithRouter(<TrainingPage />);
    const user = userEvent.setup();
    const card = await cardOf('Paid Course');
    // The refund rule is on the card before anything is paid.
    expect(card).toHaveTextContent('50% is refunded if you withdraw.');
    const enrol = await within(card).findByRole('button', { name: 'Enroll' });
    await waitFor(() => expect(enrol).toBeEnabled());
    await user.click(enrol);

    const confirm = within(card).getByRole('group', { name: 'Confirm the price' });
    expect(confirm).toHaveTextContent('This course costs RM 750.00.');
    expect(confirm).toHaveTextContent('Your place is held while you pay, for 30 minutes.');
    expect(confirm).toHaveTextContent('Refunds: 50% is refunded if you withdraw.');
    expect(confirm).not.toHaveTextContent('bank transfer');
    const pay = within(confirm).getByRole('button', { name: 'Confirm and pay · RM 750.00' });
    await user.dblClick(pay);
    await user.click(pay);
    expect(callsTo(fetchMock, ENROL)).toHaveLength(1);
    expect(bodiesSentTo(fetchMock, ENROL)).toEqual([
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);

    answer(
      jsonResponse(200, {
        ...programBody({ ...program, enrolled: 1 }),
        enrolmentStatus: 'awaiting_payment',
        holdExpiresAt: '2026-03-01T20:30:00Z',
        orderId: 'order-c1',
        checkoutUrl: CHECKOUT_URL,
      }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(CHECKOUT_URL);
  });

  it('shows a held place with its time and "Pay now", which resumes the same checkout', async () => {
    const assign = stubNavigation();
    const program = buildProgram({ _id: 'c1', title: 'Held Course', price: 750 });
    const fetchMock = serve(program, {
      'GET /api/players/me/programs': () => jsonResponse(200, [heldPlace(program)]),
      'GET /api/players/me/payments/order-c1': () =>
        jsonResponse(
          200,
          buildOrder({
            id: 'order-c1',
            purpose: 'course',
            amountSen: 75000,
            checkoutUrl: CHECKOUT_URL,
          }),
        ),
    });
    renderWithRouter(<TrainingPage />);
    const user = userEvent.setup();
    const card = await cardOf('Held Course');
    expect(await within(card).findByText('Awaiting payment')).toBeInTheDocument();
    expect(card).toHaveTextContent(/Your place is held until .+\. Pay to keep it\./);
    const payNow = within(card).getByRole('button', { name: 'Pay now · RM 750.00' });
    await user.dblClick(payNow);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(CHECKOUT_URL);
    expect(callsTo(fetchMock, 'GET /api/players/me/payments/order-c1')).toHaveLength(1);
    expect(callsTo(fetchMock, ENROL)).toHaveLength(0);
  });

  it('a bank payment being confirmed after the hold time: says so, with nothing to pay or cancel', async () => {
    const program = buildProgram({ _id: 'c1', title: 'FPX Course', price: 750 });
    const fetchMock = serve(program, {
      'GET /api/players/me/programs': () =>
        jsonResponse(200, [
          { ...heldPlace(program), holdExpiresAt: '2026-03-01T19:30:00Z', paymentProcessing: true },
        ]),
    });
    renderWithRouter(<TrainingPage />);
    const card = await cardOf('FPX Course');
    expect(await within(card).findByText('Payment being confirmed')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Your bank is confirming your payment. Your place stays held until it answers; there is nothing more to pay.',
    );
    expect(card).not.toHaveTextContent('Awaiting payment');
    expect(within(card).queryByRole('button', { name: /Pay now/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Cancel enrolment' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/players/me/payments/order-c1')).toHaveLength(0);
  });

  it('says when the held payment has ended instead of leaving', async () => {
    const assign = stubNavigation();
    const program = buildProgram({ _id: 'c1', title: 'Ended Course', price: 750 });
    serve(program, {
      'GET /api/players/me/programs': () => jsonResponse(200, [heldPlace(program)]),
      'GET /api/players/me/payments/order-c1': () =>
        jsonResponse(200, buildOrder({ id: 'order-c1', status: 'expired', checkoutUrl: null })),
    });
    renderWithRouter(<TrainingPage />);
    const user = userEvent.setup();
    const card = await cardOf('Ended Course');
    await user.click(await within(card).findByRole('button', { name: 'Pay now · RM 750.00' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This payment has ended. Refresh to see where you stand.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('withdrawing from a paid place says what the fee’s rule refunds', async () => {
    const program = buildProgram({
      _id: 'c1',
      title: 'Paid Course',
      price: 120.5,
      refundRule: HALF_BACK,
    });
    let placed = true;
    const fetchMock = serve(program, {
      'GET /api/players/me/programs': () =>
        jsonResponse(
          200,
          placed
            ? [
                {
                  ...heldPlace(program),
                  status: 'enrolled',
                  paidAt: '2026-03-01T19:55:00Z',
                  holdExpiresAt: null,
                },
              ]
            : [],
        ),
      'DELETE /api/courses/c1/enroll': () => {
        placed = false;
        return jsonResponse(200, {
          ...programBody(program),
          refund: {
            amountSen: 6025,
            paidSen: 12050,
            rule: HALF_BACK,
            ruleText: '50% is refunded if you withdraw.',
            ruleTextMs: '50% dikembalikan jika anda menarik diri.',
          },
        });
      },
    });
    renderWithRouter(<TrainingPage />);
    const user = userEvent.setup();
    const card = await cardOf('Paid Course');
    await user.click(await within(card).findByRole('button', { name: 'Cancel enrolment' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'You have withdrawn. RM 60.25 is refunded to your payment method.',
    );
    expect(callsTo(fetchMock, 'DELETE /api/courses/c1/enroll')).toHaveLength(1);
  });

  it('speaks Bahasa Malaysia', async () => {
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    stubNavigation();
    const program = buildProgram({
      _id: 'c1',
      title: 'Paid Course',
      price: 750,
      refundRule: HALF_BACK,
    });
    serve(program);
    renderWithRouter(
      <I18nProvider locale="ms">
        <TrainingPage />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    const card = await cardOf('Paid Course');
    expect(card).toHaveTextContent('50% dikembalikan jika anda menarik diri.');
    const enrol = await within(card).findByRole('button', { name: /Daftar/ });
    await waitFor(() => expect(enrol).toBeEnabled());
    await user.click(enrol);
    const confirm = within(card).getByRole('group', { name: 'Sahkan harga' });
    expect(
      within(confirm).getByRole('button', { name: 'Sahkan dan bayar · RM 750.00' }),
    ).toBeInTheDocument();
    expect(confirm).toHaveTextContent('selama 30 minit');
  });

  it('says a bank payment being confirmed in Bahasa Malaysia', async () => {
    registerMessages(ms, 'ms');
    setMessageLocale('ms');
    const program = buildProgram({ _id: 'c1', title: 'Paid Course', price: 750 });
    serve(program, {
      'GET /api/players/me/programs': () =>
        jsonResponse(200, [{ ...heldPlace(program), paymentProcessing: true }]),
    });
    renderWithRouter(
      <I18nProvider locale="ms">
        <TrainingPage />
      </I18nProvider>,
    );
    const card = await cardOf('Paid Course');
    expect(await within(card).findByText('Bayaran sedang disahkan')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Bank anda sedang mengesahkan bayaran anda. Tempat anda kekal disimpan sehingga bank menjawab; tiada apa-apa lagi yang perlu dibayar.',
    );
    expect(within(card).queryByRole('button', { name: /Bayar sekarang/ })).toBeNull();
  });
});
