import { AdminTable } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date-time';
import { useMessages } from '@/lib/i18n';
import type { StaffMember } from '@app/shared/staff';

import type { StaffAction } from '../api/staff';

export interface StaffRowAction {
  member: StaffMember;
  kind: 'roles' | StaffAction;
}

/** Staff as a table (scrolls sideways on a phone): name, roles, two-factor, status, sign-in, actions. */
export function StaffTable({
  staff,
  meId,
  onAction,
}: {
  staff: StaffMember[];
  meId: string | undefined;
  onAction: (action: StaffRowAction) => void;
}) {
  const { security } = useMessages();
  const t = security.staff;
  return (
    <AdminTable
      caption={t.listLabel}
      columns={[
        t.columns.name,
        t.columns.roles,
        t.columns.twoFactor,
        t.columns.status,
        t.columns.lastSignIn,
        t.columns.actions,
      ]}
    >
      {staff.map((member) => {
        const isMe = member._id === meId;
        const name = member.fullName ?? member.username;
        return (
          <tr
            key={member._id}
            className={member.status === 'disabled' ? 'bg-slate-50 text-slate-500' : ''}
          >
            <th scope="row" className="px-4 py-3 font-normal">
              <span className="block font-semibold text-slate-900">
                {name} {isMe ? <span className="font-normal text-slate-500">{t.you}</span> : null}
              </span>
              {member.fullName ? (
                <span className="block text-slate-600">{member.username}</span>
              ) : null}
              {member.email ? <span className="block text-slate-600">{member.email}</span> : null}
            </th>
            <td className="px-4 py-3">
              <ul className="flex flex-wrap gap-1">
                {member.roles.map((role) => (
                  <li
                    key={role}
                    className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200"
                  >
                    {security.roles[role]}
                  </li>
                ))}
              </ul>
            </td>
            <td className="px-4 py-3">{member.twoFactorEnabled ? t.on : t.off}</td>
            <td className="px-4 py-3">{member.status === 'active' ? t.active : t.disabled}</td>
            <td className="px-4 py-3">
              {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t.never}
            </td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-1.5">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${t.editRoles}: ${name}`}
                  onClick={() => onAction({ member, kind: 'roles' })}
                >
                  {t.editRoles}
                </Button>
                {isMe ? null : member.status === 'active' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${t.disable}: ${name}`}
                    onClick={() => onAction({ member, kind: 'disable' })}
                  >
                    {t.disable}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${t.enable}: ${name}`}
                    onClick={() => onAction({ member, kind: 'enable' })}
                  >
                    {t.enable}
                  </Button>
                )}
                {member.twoFactorEnabled && !isMe ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${t.resetTwoFactor}: ${name}`}
                    onClick={() => onAction({ member, kind: 'reset-two-factor' })}
                  >
                    {t.resetTwoFactor}
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
