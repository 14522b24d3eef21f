import type { PaymentPurpose } from '@app/shared/payments/schemas';

import type { membershipPayments } from '../../db/schema/index';
import type { MailOutboxRepository } from '../mail/index';
import type { MessagesRepository } from '../messages/index';

import type { PaymentEventsRepository } from './events.repository';
import type { OrderRow, OrdersRepository } from './orders.repository';
import type { PaymentMethodsRepository } from './payment-methods.repository';

export type ReceiptRow = typeof membershipPayments.$inferSelect;
export type NewReceipt = typeof membershipPayments.$inferInsert;

/** Receipts (membership's gap-free table, which every purpose shares): what payments needs. */
export interface ReceiptsPort {
  nextReceiptSeq(year: number): Promise<number>;
  insert(values: NewReceipt): Promise<ReceiptRow>;
  /** `count` gap-free numbers under the year's counter lock; answers the last. */
  takeReceiptSeqs(year: number, count: number): Promise<number>;
  insertMany(list: NewReceipt[]): Promise<ReceiptRow[]>;
}

/** Player facts for receipts and notices. */
export interface PayerFacts {
  id: string;
  memberId: string;
  fullName: string;
  email: string;
  language: 'en' | 'ms';
}

/** The repositories the payments service itself uses. */
export interface PaymentsRepos {
  orders: OrdersRepository;
  paymentEvents: PaymentEventsRepository;
  paymentMethods: PaymentMethodsRepository;
  payments: ReceiptsPort;
  messages: MessagesRepository;
  mailOutbox: MailOutboxRepository;
}

/**
 * What a module that sells something tells the payments service. Both run inside the order's
 * transaction with the order row locked, so each happens exactly once per order. `R` is the
 * module's own repositories (the unit of work binds every repository to the transaction).
 */
export interface PurposeHandler<R = unknown, P = unknown> {
  /**
   * Before the receipt number is taken (the counter is locked from then until the commit, so
   * reads and locks belong here): what `fulfil` will need.
   */
  prepare?(repos: R, order: OrderRow): Promise<P>;
  /** `prepare` for a batch of orders (set-based reads), answered in the same order. */
  prepareMany?(repos: R, orders: OrderRow[]): Promise<P[]>;
  /** The money arrived and the receipt is written: grant what was bought. */
  fulfil(repos: R, order: OrderRow, receipt: ReceiptRow, prepared: P): Promise<void>;
  /** `fulfil` for a batch of paid orders (set-based writes). */
  fulfilMany?(
    repos: R,
    items: { order: OrderRow; receipt: ReceiptRow; prepared: P }[],
  ): Promise<void>;
  /** The order ended unpaid (expired, cancelled, failed): release what it held. */
  release?(repos: R, order: OrderRow): Promise<void>;
  /** After the commit that settled or closed an order (forget cached card checks, …). */
  settled?(order: OrderRow): Promise<void>;
  /** `settled` for a batch's orders of this purpose (once, where once is enough). */
  settledMany?(orders: OrderRow[]): Promise<void>;
}

/** What a module asks for when a player starts paying. */
export interface OrderSpec {
  purpose: PaymentPurpose;
  subjectId: string;
  amountSen: number;
  description: string;
  descriptionMs: string;
  details?: Record<string, unknown>;
  idempotencyKey: string;
}
