import { AdminCards } from '@/components/admin/admin-cards';
import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable } from '@/components/admin/admin-table';
import { useAdminList } from '@/components/admin/use-admin-list';
import { Button } from '@/components/ui/button';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { Tier } from '@app/shared/competition/setup';

import { useTiers } from '../api/get-tiers';

import { TierFormModal } from './tier-form-modal';

/**
 * Admin (tournament officers): the sanctioning tiers, with Add and Edit. The API has no delete
 * (tournaments and ranking seasons refer to a tier): a tier is made inactive instead.
 */
export function TiersPanel() {
  const { adminTournaments, adminContent } = useMessages();
  const t = adminTournaments.competition.tiers;
  const locale = useLocale();
  const tiers = useTiers();
  const name = (tier: Tier) => (locale === 'ms' ? tier.nameMs : tier.name);
  const list = useAdminList<Tier>({
    getName: name,
    messages: { created: t.created, updated: t.updated },
  });
  const status = (tier: Tier) => (tier.active ? t.active : t.inactive);
  const edit = (tier: Tier) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={formatMessage(adminContent.common.editLabel, { name: name(tier) })}
      onClick={() => list.open(tier)}
    >
      {adminContent.common.edit}
    </Button>
  );
  const items = tiers.data ?? [];
  return (
    <AdminSection
      variant="panel"
      titleId="competition-tiers-title"
      texts={t}
      list={list}
      query={tiers}
      isEmpty={items.length === 0}
      className="@container space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      editor={(tier) => <TierFormModal tier={tier} onClose={list.close} onSaved={list.saved} />}
    >
      <AdminTable
        caption={t.caption}
        items={items}
        getKey={(tier) => tier.code}
        minWidth="40rem"
        wideFrom="3xl"
        columns={[
          {
            header: t.columns.name,
            isRowHeader: true,
            className: 'font-normal',
            cell: (tier) => (
              <>
                <span className="block font-semibold text-slate-900">{tier.name}</span>
                <span lang="ms" className="block text-xs text-slate-600">
                  {tier.nameMs}
                </span>
              </>
            ),
          },
          { header: t.columns.code, className: 'font-mono text-xs', cell: (tier) => tier.code },
          { header: t.columns.order, className: 'tabular-nums', cell: (tier) => tier.sortOrder },
          { header: t.columns.status, cell: status },
          { header: t.columns.actions, isHeaderHidden: true, align: 'end', cell: edit },
        ]}
        cards={
          <AdminCards
            label={t.cardsLabel}
            items={items}
            getKey={(tier) => tier.code}
            card={(tier) => ({
              title: name(tier),
              fields: [
                { label: t.columns.code, value: tier.code },
                { label: t.columns.order, value: String(tier.sortOrder) },
                { label: t.columns.status, value: status(tier) },
              ],
              actions: edit(tier),
            })}
          />
        }
      />
    </AdminSection>
  );
}
