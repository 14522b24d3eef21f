import { useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { FilterBar } from '@/components/admin/filter-bar';
import { useAdminList } from '@/components/admin/use-admin-list';
import { buttonClassName } from '@/components/ui/button';
import { MemberMembershipDialog } from '@/features/admin-membership';
import { useAdminMe } from '@/features/admins';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useMessages } from '@/lib/i18n';
import type { FinancePayment } from '@app/shared/payments/finance';
import { hasAnyRole } from '@app/shared/staff';

import { financeFiltersSchema, paymentsCsvHref, type FinanceView } from '../api/finance-admin';

import { CreditNotesView } from './credit-notes-view';
import { PurposeFilter } from './payments-filters';
import { PaymentsView } from './payments-view';
import { PayoutsView } from './payouts-view';
import { RangeFields } from './range-fields';
import { ReconciliationView } from './reconciliation-view';
import { RefundDialog } from './refund-dialog';
import { TotalsView } from './totals-view';

const VIEWS: readonly {
  id: FinanceView;
  key: 'payments' | 'totals' | 'creditNotes' | 'reconciliation' | 'payouts';
}[] = [
  { id: 'payments', key: 'payments' },
  { id: 'totals', key: 'totals' },
  { id: 'credit-notes', key: 'creditNotes' },
  { id: 'reconciliation', key: 'reconciliation' },
  { id: 'payouts', key: 'payouts' },
];

/**
 * Admin: Finance (treasurers; super admins). The payments list with its filters, the daily
 * totals, the credit notes, the reconciliation and the gateway's payouts, each a view named in
 * the URL with its filters (`?section=finance&view=…`), the purpose (what the money was for)
 * among them; Download CSV of the filtered payments; Refund on an online receipt; a membership
 * receipt's member opened in their membership view (docs/security.md: the treasurer's way to
 * "Cancel latest term" with its refund).
 */
export function FinanceSection() {
  const { finance } = useMessages();
  const roles = useAdminMe().data?.roles ?? [];
  const filters = useUrlFilters(financeFiltersSchema, { pageKey: 'page' });
  const list = useAdminList<FinancePayment>();
  const [member, setMember] = useState<{ _id: string; fullName: string } | null>(null);
  const view = filters.values.view;
  // A member's membership (receipts, voids, cancelling a term with its refund) is open to
  // treasurers and membership officers; the server decides each action.
  const opensMembership = hasAnyRole(roles, ['treasurer', 'membership_officer']);
  return (
    <AdminSection
      titleId="admin-finance-title"
      title={finance.title}
      intro={finance.intro}
      list={list}
      actions={
        <a
          href={paymentsCsvHref(filters.values)}
          download
          className={buttonClassName({ variant: 'secondary' })}
        >
          {finance.downloadCsv}
        </a>
      }
      toolbar={
        <div className="space-y-4">
          <nav aria-label={finance.tabsLabel}>
            <ul className="flex flex-wrap gap-2">
              {VIEWS.map(({ id, key }) => (
                <li key={id}>
                  <button
                    type="button"
                    aria-current={view === id ? 'page' : undefined}
                    onClick={() => filters.set({ view: id })}
                    className={buttonClassName({
                      variant: view === id ? 'primary' : 'outline',
                      size: 'sm',
                    })}
                  >
                    {finance.tabs[key]}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {view === 'payments' ? null : (
            <FilterBar className="grid gap-3 lg:grid-cols-[2fr_1fr]">
              <RangeFields
                label={finance.range.label}
                fromLabel={finance.range.from}
                toLabel={finance.range.to}
                from={filters.values.from}
                to={filters.values.to}
                onChange={(next) => filters.set(next)}
              />
              {/* The totals and credit notes can be of one purpose; the gateway views cannot. */}
              {view === 'totals' || view === 'credit-notes' ? (
                <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <PurposeFilter
                    value={filters.values.purpose}
                    onChange={(purpose) => filters.set({ purpose })}
                  />
                </div>
              ) : null}
            </FilterBar>
          )}
        </div>
      }
      editor={(payment) =>
        payment ? (
          <RefundDialog
            payment={payment}
            onClose={list.close}
            onDone={(message) => {
              list.close();
              list.showSuccess(message);
            }}
          />
        ) : null
      }
    >
      {view === 'payments' ? (
        <>
          <PaymentsView
            filters={filters}
            list={list}
            canRefund={hasAnyRole(roles, ['treasurer'])}
            onOpenMembership={opensMembership ? setMember : null}
          />
          {member ? (
            <MemberMembershipDialog player={member} onClose={() => setMember(null)} />
          ) : null}
        </>
      ) : view === 'totals' ? (
        <TotalsView filters={filters.values} />
      ) : view === 'credit-notes' ? (
        <CreditNotesView filters={filters.values} />
      ) : view === 'reconciliation' ? (
        <ReconciliationView filters={filters.values} />
      ) : (
        <PayoutsView filters={filters.values} />
      )}
    </AdminSection>
  );
}
