import type { Locale } from '@app/shared/locale';
import type { PaymentOptions, PaymentOrder } from '@app/shared/payments/schemas';

import type { DataAccess } from '../../lib/unit-of-work';

import type { OrderRow } from './orders.repository';
import { toOrder } from './payments.presenter';
import type { PaymentsService } from './payments.service';
import type { PaymentsRepos } from './payments.types';

/** What players read of their orders: status, receipt number, credit notes, refund rule. */
export function createPaymentsView(deps: {
  data: DataAccess<PaymentsRepos>;
  payments: PaymentsService;
}) {
  const { data, payments } = deps;

  /** The reader's language: the one the request asked for, else the player's own. */
  async function localeOf(playerId: string, asked?: Locale): Promise<Locale> {
    return asked ?? (await data.repos.orders.payer(playerId))?.language ?? 'en';
  }

  async function present(orders: OrderRow[], locale: Locale = 'en'): Promise<PaymentOrder[]> {
    const receiptIds = orders.flatMap((o) => (o.receiptId ? [o.receiptId] : []));
    const [numbers, notes] = await Promise.all([
      data.repos.orders.receiptNumbers(receiptIds),
      data.repos.orders.creditNotesOf(receiptIds),
    ]);
    return orders.map((o) =>
      toOrder(
        o,
        o.receiptId ? (numbers.get(o.receiptId) ?? null) : null,
        notes.filter((n) => n.receiptId === o.receiptId),
        locale,
      ),
    );
  }

  return {
    present,
    options: (): PaymentOptions => ({
      online: payments.enabled(),
      methods: payments
        .methods()
        .filter((m): m is PaymentOptions['methods'][number] =>
          ['card', 'fpx', 'grabpay'].includes(m),
        ),
      holdMinutes: payments.holdMinutes,
    }),
    list: async (playerId: string, locale?: Locale) =>
      present(await payments.listFor(playerId), await localeOf(playerId, locale)),
    one: async (playerId: string, orderId: string, locale?: Locale) =>
      (
        await present([await payments.findFor(playerId, orderId)], await localeOf(playerId, locale))
      )[0]!,
    cancel: async (playerId: string, orderId: string, locale?: Locale) =>
      (
        await present([await payments.cancel(playerId, orderId)], await localeOf(playerId, locale))
      )[0]!,
  };
}

export type PaymentsView = ReturnType<typeof createPaymentsView>;
