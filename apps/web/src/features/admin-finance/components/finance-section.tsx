import { AdminSection } from '@/components/admin/admin-section';
import { useAdminList } from '@/components/admin/use-admin-list';
import { buttonClassName } from '@/components/ui/button';
import { useAdminMe } from '@/features/admins';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useMessages } from '@/lib/i18n';
import type { FinancePayment } from '@app/shared/payments/finance';
import { hasAnyRole } from '@app/shared/staff';

import { financeFiltersSchema, paymentsCsvHref, type FinanceView } from '../api/finance-admin';

import { CreditNotesView } from './credit-notes-view';
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
 * the URL with its filters (`?section=finance&view=…`); Download CSV of the filtered payments;
 * Refund on an online receipt.
 */
export function FinanceSection() {
  const { finance } = useMessages();
  const roles = useAdminMe().data?.roles ?? [];
  const filters = useUrlFilters(financeFiltersSchema, { pageKey: 'page' });
  const list = useAdminList<FinancePayment>();
  const view = filters.values.view;
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
            <RangeFields
              label={finance.range.label}
              fromLabel={finance.range.from}
              toLabel={finance.range.to}
              from={filters.values.from}
              to={filters.values.to}
              onChange={(next) => filters.set(next)}
            />
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
        <PaymentsView filters={filters} list={list} canRefund={hasAnyRole(roles, ['treasurer'])} />
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
