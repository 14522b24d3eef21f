import { useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { UsersIcon } from '@/components/ui/icons';
import { useAdminMe } from '@/features/admins';
import { useSectionNotice } from '@/hooks/use-section-notice';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

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
  const notice = useSectionNotice();
  const [inviting, setInviting] = useState(false);
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
      add={{ label: t.invite, onClick: () => setInviting(true) }}
      notice={notice.notice}
      onDismissNotice={notice.clear}
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
          {inviting ? (
            <InviteStaffModal
              onClose={() => setInviting(false)}
              onInvited={(email) => {
                setInviting(false);
                notice.showSuccess(formatMessage(t.invited, { email }));
                void invitations.refetch();
              }}
            />
          ) : null}
          {pending?.kind === 'roles' ? (
            <EditRolesModal
              member={pending.member}
              onClose={() => setPending(null)}
              onSaved={() => {
                notice.showSuccess(formatMessage(t.rolesSaved, { name }));
                setPending(null);
              }}
            />
          ) : null}
          <ConfirmDialog
            open={pending !== null && pending.kind !== 'roles' && pending.kind !== 'enable'}
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
                    notice.showSuccess(formatMessage(confirmTexts.done, { name }));
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
                  notice.showSuccess(formatMessage(t.enabledDone, { name: enabledName })),
                onError: (error) => notice.showError(failed(error)),
              },
            );
            return;
          }
          setPending(next);
        }}
      />
      {(invitations.data ?? []).length > 0 ? (
        <section
          aria-labelledby="staff-invitations-title"
          className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <h3 id="staff-invitations-title" className="mb-3 text-base font-semibold text-slate-900">
            {t.invitationsTitle}
          </h3>
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
                        notice.showSuccess(t.withdrawn);
                        void invitations.refetch();
                      },
                      onError: (error) => notice.showError(failed(error)),
                    })
                  }
                >
                  {t.withdraw}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AdminSection>
  );
}
