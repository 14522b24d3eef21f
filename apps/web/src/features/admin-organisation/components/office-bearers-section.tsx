import { AdminSection } from '@/components/admin/admin-section';
import { RowActions } from '@/components/admin/row-actions';
import { useAdminList } from '@/components/admin/use-admin-list';
import { TranslationMissingBadge } from '@/components/forms/bilingual-field';
import { UsersIcon } from '@/components/ui/icons';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { OFFICE_BEARER_GROUPS, type OfficeBearer } from '@app/shared/organisation';

import { deleteOfficeBearer } from '../api/delete-office-bearer';
import { adminOfficeBearersQueryKey, useAdminOfficeBearers } from '../api/get-admin-office-bearers';

import { OfficeBearerFormModal } from './office-bearer-form-modal';

const nameOf = (bearer: OfficeBearer) => bearer.name;

/** Admin: the organisation chart's office-bearers, by group — add, edit, remove. */
export function OfficeBearersSection() {
  const { adminContent } = useMessages();
  const t = adminContent.officeBearers;
  const list = useAdminOfficeBearers();
  const crud = useAdminList<OfficeBearer>({
    listKey: adminOfficeBearersQueryKey,
    getName: nameOf,
    remove: deleteOfficeBearer,
    messages: t,
  });
  const bearers = list.data ?? [];

  return (
    <AdminSection
      titleId="manage-organisation-title"
      texts={t}
      list={crud}
      query={list}
      isEmpty={bearers.length === 0}
      emptyIcon={UsersIcon}
      editor={(bearer) => (
        <OfficeBearerFormModal bearer={bearer} onClose={crud.close} onSaved={crud.saved} />
      )}
    >
      <div className="space-y-8">
        {OFFICE_BEARER_GROUPS.map((group) => {
          const members = bearers.filter((b) => b.group === group);
          if (members.length === 0) return null;
          return (
            <section key={group} aria-labelledby={`office-bearers-${group}`}>
              <h3
                id={`office-bearers-${group}`}
                className="mb-3 text-sm font-bold uppercase tracking-wide text-brand-800"
              >
                {t.groups[group]}
              </h3>
              <ul className="space-y-2">
                {members.map((bearer) => (
                  <li
                    key={bearer._id}
                    className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 @2xl:flex-row @2xl:items-center"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-slate-900">{bearer.name}</p>
                      <p className="text-sm text-slate-600">
                        {bearer.role}
                        {bearer.roleMs ? ` · ${bearer.roleMs}` : null}
                        <span className="text-slate-500">
                          {' · '}
                          {formatMessage(t.orderLabel, { order: bearer.order })}
                        </span>
                      </p>
                      {bearer.roleMs ? null : <TranslationMissingBadge className="mt-1" />}
                    </div>
                    <RowActions
                      name={bearer.name}
                      onEdit={() => crud.open(bearer)}
                      onDelete={() => crud.askDelete(bearer)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </AdminSection>
  );
}
