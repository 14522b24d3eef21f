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

const nameOf = (member: StaffMember) => member.fullName ?? member.username;

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
  const button = (member: StaffMember, kind: StaffRowAction['kind'], label: string) => (
    <Button
      size="sm"
      variant={kind === 'reset-two-factor' ? 'ghost' : 'outline'}
      aria-label={`${label}: ${nameOf(member)}`}
      onClick={() => onAction({ member, kind })}
    >
      {label}
    </Button>
  );
  return (
    <AdminTable
      caption={t.listLabel}
      items={staff}
      getKey={(member) => member._id}
      rowClassName={(member) =>
        member.status === 'disabled' ? 'bg-slate-50 text-slate-500' : undefined
      }
      columns={[
        {
          header: t.columns.name,
          isRowHeader: true,
          className: 'font-normal',
          cell: (member) => (
            <>
              <span className="block font-semibold text-slate-900">
                {nameOf(member)}{' '}
                {member._id === meId ? (
                  <span className="font-normal text-slate-500">{t.you}</span>
                ) : null}
              </span>
              {member.fullName ? (
                <span className="block text-slate-600">{member.username}</span>
              ) : null}
              {member.email ? <span className="block text-slate-600">{member.email}</span> : null}
            </>
          ),
        },
        {
          header: t.columns.roles,
          cell: (member) => (
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
          ),
        },
        {
          header: t.columns.twoFactor,
          cell: (member) => (member.twoFactorEnabled ? t.on : t.off),
        },
        {
          header: t.columns.status,
          cell: (member) => (member.status === 'active' ? t.active : t.disabled),
        },
        {
          header: t.columns.lastSignIn,
          cell: (member) => (member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t.never),
        },
        {
          header: t.columns.actions,
          cell: (member) => {
            const isMe = member._id === meId;
            return (
              <div className="flex flex-wrap gap-1.5">
                {button(member, 'roles', t.editRoles)}
                {isMe
                  ? null
                  : member.status === 'active'
                    ? button(member, 'disable', t.disable)
                    : button(member, 'enable', t.enable)}
                {member.twoFactorEnabled && !isMe
                  ? button(member, 'reset-two-factor', t.resetTwoFactor)
                  : null}
              </div>
            );
          },
        },
      ]}
    />
  );
}
