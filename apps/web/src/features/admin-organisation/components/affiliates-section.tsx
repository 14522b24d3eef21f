import { AdminSection } from '@/components/admin/admin-section';
import { RowActions } from '@/components/admin/row-actions';
import { useAdminList } from '@/components/admin/use-admin-list';
import { ShieldIcon } from '@/components/ui/icons';
import { displayImageUrl } from '@/lib/display-image';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Affiliate } from '@app/shared/organisation';

import { deleteAffiliate } from '../api/delete-affiliate';
import { adminAffiliatesQueryKey, useAdminAffiliates } from '../api/get-admin-affiliates';

import { AffiliateFormModal } from './affiliate-form-modal';

const nameOf = (affiliate: Affiliate) => affiliate.name;

/** Admin: affiliated associations and clubs with their logos — add, edit, remove. */
export function AffiliatesSection() {
  const { adminContent } = useMessages();
  const t = adminContent.affiliates;
  const list = useAdminAffiliates();
  const crud = useAdminList<Affiliate>({
    listKey: adminAffiliatesQueryKey,
    getName: nameOf,
    remove: deleteAffiliate,
    messages: t,
  });
  const affiliates = list.data ?? [];

  return (
    <AdminSection
      titleId="manage-affiliates-title"
      texts={t}
      list={crud}
      query={list}
      isEmpty={affiliates.length === 0}
      emptyIcon={ShieldIcon}
      editor={(affiliate) => (
        <AffiliateFormModal affiliate={affiliate} onClose={crud.close} onSaved={crud.saved} />
      )}
    >
      <ul aria-label={t.listLabel} className="grid gap-3 @2xl:grid-cols-2">
        {affiliates.map((affiliate) => (
          <li
            key={affiliate._id}
            className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <img
              src={displayImageUrl(affiliate.logo)}
              alt={formatMessage(t.logoAlt, { name: affiliate.name })}
              className="size-16 shrink-0 object-contain"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{affiliate.name}</p>
              <p className="text-sm text-slate-600">{affiliate.state}</p>
              <p className="truncate text-sm text-slate-500">{affiliate.website || t.noWebsite}</p>
            </div>
            <RowActions
              name={affiliate.name}
              onEdit={() => crud.open(affiliate)}
              onDelete={() => crud.askDelete(affiliate)}
              className="flex-col"
            />
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
