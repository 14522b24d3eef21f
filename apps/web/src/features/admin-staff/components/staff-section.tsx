import { useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useAdminList } from '@/components/admin/use-admin-list';
import { Button } from '@/components/ui/button';
import { UsersIcon } from '@/components/ui/icons';
import { useAdminMe } from '@/features/admins';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { StaffMember } from '@app/shared/staff';

import { useInvitations, useStaff, useStaffAction, useWithdrawInvitation } from '../api/staff';

import { EditRolesModal } from './edit-roles-modal';
import { InviteStaffModal } from './invite-staff-modal';
import { StaffTable, type StaffRowAction } from './staff-table';

/** Admin: Staff (super admins) — invitations, roles, disabling, two-factor resets. */
export function StaffSection() {
  const { security, common, admin } = useMessages();
  const t = security.staff;
  const staff = useStaff();
  const invitations = useInvitations();
  const action = useStaffAction();
  const withdraw = useWithdrawInvitation();
  const me = useAdminMe();
  const list = useAdminList<StaffMember>({
    getName: (member) => member.fullName ?? member.username,
    messages: { updated: t.rolesSaved },
  });
  const [pending, setPending] = useState<StaffRowAction | null>(null);
  const failed = (error: unknown) =>
    formatMessage(t.actionFailed, {
      message: errorText(error, { fallback: admin.errors.generic, network: common.networkError }),
    });

  const name = pending ? (pending.member.fullName ?? pending.member.username) : '';
  const confirmTexts =
    pending?.kind === 'reset-two-factor'
      ? {
          title: t.resetTitle,
          body: t.resetBody,
          label: t.resetTwoFactor,
          busy: t.resetting,
          done: t.resetDone,
        }
      : pending?.kind === 'enable'
        ? { title: t.enable, body: '', label: t.enable, busy: t.enable, done: t.enabledDone }
        : {
            title: t.disableTitle,
            body: t.disableBody,
            label: t.disable,
            busy: t.disabling,
            done: t.disabledDone,
          };

  return (
    <AdminSection
      titleId="admin-staff-title"
      title={t.title}
      intro={t.intro}
      list={list}
      add={{ label: t.invite }}
      editor={(member) =>
        member ? (
          <EditRolesModal member={member} onClose={list.close} onSaved={() => list.saved(member)} />
        ) : (
          <InviteStaffModal
            onClose={list.close}
            onInvited={(email) => {
              list.close();
              list.showSuccess(formatMessage(t.invited, { email }));
              void invitations.refetch();
            }}
          />
        )
      }
      query={staff}
      isEmpty={(staff.data ?? []).length === 0}
      loadingText={t.loading}
      loadFailedText={formatMessage(t.loadFailed, {
        message: errorText(staff.error, { fallback: admin.errors.generic }),
      })}
      emptyText={t.empty}
      emptyIcon={UsersIcon}
      dialogs={
        <>
          <ConfirmDialog
            open={pending !== null && pending.kind !== 'enable'}
            title={formatMessage(confirmTexts.title, { name })}
            confirmLabel={confirmTexts.label}
            pendingLabel={confirmTexts.busy}
            isPending={action.isPending}
            error={action.error ? failed(action.error) : null}
            onCancel={() => {
              action.reset();
              setPending(null);
            }}
            onConfirm={() => {
              if (!pending || pending.kind === 'roles') return;
              action.mutate(
                { id: pending.member._id, action: pending.kind },
                {
                  onSuccess: () => {
                    list.showSuccess(formatMessage(confirmTexts.done, { name }));
                    setPending(null);
                  },
                },
              );
            }}
          >
            <p>{confirmTexts.body}</p>
          </ConfirmDialog>
        </>
      }
    >
      <StaffTable
        staff={staff.data ?? []}
        meId={me.data?._id}
        onAction={(next) => {
          if (next.kind === 'enable') {
            const enabledName = next.member.fullName ?? next.member.username;
            action.mutate(
              { id: next.member._id, action: 'enable' },
              {
                onSuccess: () =>
                  list.showSuccess(formatMessage(t.enabledDone, { name: enabledName })),
                onError: (error) => list.showError(failed(error)),
              },
            );
            return;
          }
          if (next.kind === 'roles') list.open(next.member);
          else setPending(next);
        }}
      />
      {(invitations.data ?? []).length > 0 ? (
        <AdminSection
          variant="panel"
          titleId="staff-invitations-title"
          title={t.invitationsTitle}
          className="mt-6 space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <ul className="divide-y divide-slate-100">
            {invitations.data!.map((invite) => (
              <li
                key={invite._id}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              >
                <span>
                  <span className="font-medium text-slate-900">{invite.fullName}</span> ·{' '}
                  {invite.email} · {invite.roles.map((r) => security.roles[r]).join(', ')} ·{' '}
                  {formatMessage(t.invitationExpires, { date: formatDateTime(invite.expiresAt) })}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(invite._id, {
                      onSuccess: () => {
                        list.showSuccess(t.withdrawn);
                        void invitations.refetch();
                      },
                      onError: (error) => list.showError(failed(error)),
                    })
                  }
                >
                  {t.withdraw}
                </Button>
              </li>
            ))}
          </ul>
        </AdminSection>
      ) : null}
    </AdminSection>
  );
}
