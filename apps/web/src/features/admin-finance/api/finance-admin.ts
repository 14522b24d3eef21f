import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import {
  FINANCE_METHOD_FILTERS,
  FINANCE_STATUSES,
  financeCreditNotesPageSchema,
  financePaymentsPageSchema,
  financePayoutsSchema,
  financeSummarySchema,
  reconciliationSchema,
  refundResultSchema,
  type RefundInput,
} from '@app/shared/payments/finance';
import { PAYMENT_PURPOSES } from '@app/shared/payments/schemas';

/** Payments per page in the finance list. */
export const FINANCE_PAGE_SIZE = 25;

const optionalText = z.string().trim().max(100).optional().catch(undefined);
const optionalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/**
 * The Finance section's state in the URL (`?section=finance&view=payments&q=…`): which view,
 * the payments list's filters and page, and the period of the other views. `purpose` (what the
 * money was for) filters the payments, the daily totals and the credit notes.
 */
export const financeFiltersSchema = z.object({
  view: z
    .enum(['payments', 'totals', 'credit-notes', 'reconciliation', 'payouts'])
    .default('payments'),
  q: optionalText,
  memberId: optionalText,
  purpose: z.enum(PAYMENT_PURPOSES).optional().catch(undefined),
  method: z.enum(FINANCE_METHOD_FILTERS).optional().catch(undefined),
  status: z.enum(FINANCE_STATUSES).optional().catch(undefined),
  from: optionalDate,
  to: optionalDate,
  page: z.coerce.number().int().min(0).max(100_000).optional().catch(undefined),
});
export type FinanceFilters = z.output<typeof financeFiltersSchema>;
export type FinanceView = FinanceFilters['view'];

const ROOT = ['admin', 'finance'] as const;

/** The payments list's filters as query parameters (the list and its CSV take the same). */
export function paymentsQuery(filters: FinanceFilters): Record<string, string> {
  const entries = {
    q: filters.q,
    memberId: filters.memberId,
    purpose: filters.purpose,
    method: filters.method,
    status: filters.status,
    from: filters.from,
    to: filters.to,
  };
  return Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** The CSV of the filtered payments (the browser downloads it with the session cookie). */
export function paymentsCsvHref(filters: FinanceFilters): string {
  const query = new URLSearchParams(paymentsQuery(filters)).toString();
  return `/api/admin/finance/payments.csv${query ? `?${query}` : ''}`;
}

const rangeQuery = (filters: FinanceFilters) =>
  Object.fromEntries(
    Object.entries({ from: filters.from, to: filters.to }).filter((e) => Boolean(e[1])),
  ) as Record<string, string>;

/** The period, and what the money was for when chosen (daily totals and credit notes). */
const periodQuery = (filters: FinanceFilters) => ({
  ...rangeQuery(filters),
  ...(filters.purpose ? { purpose: filters.purpose } : {}),
});

export function useFinancePayments(filters: FinanceFilters) {
  const query = paymentsQuery(filters);
  const page = filters.page ?? 0;
  return useQuery({
    queryKey: [...ROOT, 'payments', query, page],
    queryFn: async ({ signal }) =>
      financePaymentsPageSchema.parse(
        await apiRequest<unknown>('/api/admin/finance/payments', {
          signal,
          query: { ...query, limit: FINANCE_PAGE_SIZE, offset: page * FINANCE_PAGE_SIZE },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useFinanceSummary(filters: FinanceFilters, enabled: boolean) {
  const query = periodQuery(filters);
  return useQuery({
    queryKey: [...ROOT, 'summary', query],
    queryFn: async ({ signal }) =>
      financeSummarySchema.parse(
        await apiRequest<unknown>('/api/admin/finance/summary', { signal, query }),
      ),
    enabled,
  });
}

export function useFinanceCreditNotes(filters: FinanceFilters, enabled: boolean) {
  const query = periodQuery(filters);
  return useQuery({
    queryKey: [...ROOT, 'credit-notes', query],
    queryFn: async ({ signal }) =>
      financeCreditNotesPageSchema.parse(
        await apiRequest<unknown>('/api/admin/finance/credit-notes', {
          signal,
          query: { ...query, limit: 200 },
        }),
      ),
    enabled,
  });
}

export function useReconciliation(filters: FinanceFilters, enabled: boolean) {
  const query = rangeQuery(filters);
  return useQuery({
    queryKey: [...ROOT, 'reconciliation', query],
    queryFn: async ({ signal }) =>
      reconciliationSchema.parse(
        await apiRequest<unknown>('/api/admin/finance/reconciliation', { signal, query }),
      ),
    enabled,
  });
}

/** The gateway's payouts in the period against receipts and credit notes. */
export function usePayouts(filters: FinanceFilters, enabled: boolean) {
  const query = rangeQuery(filters);
  return useQuery({
    queryKey: [...ROOT, 'payouts', query],
    queryFn: async ({ signal }) =>
      financePayoutsSchema.parse(
        await apiRequest<unknown>('/api/admin/finance/payouts', { signal, query }),
      ),
    enabled,
  });
}

/** Refunds an online receipt; every finance view and the membership figures refresh after. */
export function useRefundReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ receiptNumber, input }: { receiptNumber: string; input: RefundInput }) =>
      refundResultSchema.parse(
        await apiRequest<unknown>(
          `/api/admin/finance/receipts/${encodeURIComponent(receiptNumber)}/refund`,
          { method: 'POST', json: input },
        ),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ROOT }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'membership'] }),
      ]),
  });
}
