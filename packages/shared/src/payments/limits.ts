import { formatRinggit } from '../membership/money';

/**
 * What one online payment can be (Stripe, ringgit; ADR 028). The numbers live here and nowhere
 * else: the staff forms' schemas, the server's checks, the checkout's methods and the Stripe
 * stand-in all read them.
 *
 * - Stripe's smallest charge in MYR is RM 2.00 (docs.stripe.com/currencies, minimum charge
 *   amounts); below it Stripe refuses the checkout.
 * - Its largest amount is 8 digits in the smallest unit (RM 999,999.99).
 * - FPX (business to consumer) takes at most RM 30,000 in one payment; GrabPay Malaysia at
 *   most RM 1,500. Each also takes at least RM 1, below Stripe's own minimum.
 */
export const ONLINE_METHODS = ['card', 'fpx', 'grabpay'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** The smallest amount an online payment can be (sen). */
export const MIN_ONLINE_SEN = 200;

/** The amounts each method takes in one payment (sen, inclusive). */
export const METHOD_LIMITS_SEN: Readonly<Record<OnlineMethod, { min: number; max: number }>> = {
  card: { min: MIN_ONLINE_SEN, max: 99_999_999 },
  fpx: { min: MIN_ONLINE_SEN, max: 3_000_000 },
  grabpay: { min: MIN_ONLINE_SEN, max: 150_000 },
};

/** The most staff may set as a fee (every kind: membership, course, clinic, division). */
export const MAX_FEE_SEN = 10_000_000;

export const isOnlineMethod = (value: string): value is OnlineMethod =>
  (ONLINE_METHODS as readonly string[]).includes(value);

/** The methods (of those offered) that can take `amountSen` in one payment, in their order. */
export function methodsForAmount(
  amountSen: number,
  offered: readonly OnlineMethod[],
): OnlineMethod[] {
  return offered.filter(
    (m) => amountSen >= METHOD_LIMITS_SEN[m].min && amountSen <= METHOD_LIMITS_SEN[m].max,
  );
}

/** The largest amount any of the offered methods takes (0 when none is offered). */
export function largestOnlineSen(offered: readonly OnlineMethod[]): number {
  return Math.max(0, ...offered.map((m) => METHOD_LIMITS_SEN[m].max));
}

/** A fee staff may set: 0 (free, nothing to pay) or an amount online payment can take. */
export const isPayableFee = (feeSen: number) => feeSen === 0 || feeSen >= MIN_ONLINE_SEN;

/** The smallest payment as written in messages: 'RM 2.00'. */
const smallestRinggit = formatRinggit(MIN_ONLINE_SEN);

export const LIMIT_MESSAGES = {
  /** A fee in sen (membership types, divisions). */
  fee: `Fee must be 0 (free) or at least ${smallestRinggit}: online payment cannot take less`,
  /** A course or clinic price, typed in ringgit. */
  price: `Price must be 0 (free) or at least ${smallestRinggit}: online payment cannot take less`,
  /** Staff set a fee larger than every method offered here takes. */
  feeAboveMethods: (largestSen: number) =>
    `Online payment here takes at most ${formatRinggit(largestSen)} in one payment: lower the fee`,
  /** A player is asked to pay an amount no offered method takes. */
  notPayableOnline: (amountSen: number) =>
    `${formatRinggit(amountSen)} cannot be paid online (one payment must be at least ${smallestRinggit}, and each method has a maximum). Nothing was charged. Please pay by bank transfer or contact the association.`,
  /** A doubles entry split in halves below the minimum. */
  halvesTooSmall: (halfSen: number) =>
    `Each half would be ${formatRinggit(halfSen)}, less than the ${smallestRinggit} an online payment must be: choose one payer`,
} as const;

/**
 * Why staff may not set this fee where these methods are offered online (null: they may). The
 * schemas check the rest (0 or at least the minimum, at most `MAX_FEE_SEN`); the offered
 * methods are the server's configuration, so the server checks this.
 */
export function feeAboveMethods(feeSen: number, offered: readonly OnlineMethod[]): string | null {
  if (feeSen === 0 || offered.length === 0) return null;
  const largest = largestOnlineSen(offered);
  return feeSen > largest ? LIMIT_MESSAGES.feeAboveMethods(largest) : null;
}

/** Bahasa Malaysia of the messages built with an amount. */
export const LIMIT_PATTERNS_MS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /^(Fee|Price) must be 0 \(free\) or at least (RM [\d,.]+): online payment cannot take less$/,
    (m) =>
      `${m[1] === 'Fee' ? 'Yuran' : 'Harga'} mestilah 0 (percuma) atau sekurang-kurangnya ${m[2]}: bayaran dalam talian tidak boleh menerima kurang daripada itu`,
  ],
  [
    /^Online payment here takes at most (RM [\d,.]+) in one payment: lower the fee$/,
    (m) =>
      `Bayaran dalam talian di sini menerima paling banyak ${m[1]} bagi satu bayaran: turunkan yuran`,
  ],
  [
    /^(RM [\d,.]+) cannot be paid online \(one payment must be at least (RM [\d,.]+), and each method has a maximum\)\. Nothing was charged\. Please pay by bank transfer or contact the association\.$/,
    (m) =>
      `${m[1]} tidak boleh dibayar dalam talian (satu bayaran mestilah sekurang-kurangnya ${m[2]}, dan setiap kaedah ada had maksimum). Tiada caj dikenakan. Sila bayar melalui pindahan bank atau hubungi persatuan.`,
  ],
  [
    /^Each half would be (RM [\d,.]+), less than the (RM [\d,.]+) an online payment must be: choose one payer$/,
    (m) =>
      `Setiap separuh akan menjadi ${m[1]}, kurang daripada ${m[2]} yang diperlukan bagi bayaran dalam talian: pilih seorang pembayar`,
  ],
];
