import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { useResetPlayerPassword } from '../api/reset-player-password';

import { NewPasswordPanel } from './new-password-panel';

/**
 * Reset password from the actions menu: asks first, then shows the new temporary password
 * once. Closing the dialog drops it for good.
 */
export function ResetPasswordDialog({ player, onClose }: { player: Player; onClose: () => void }) {
  const { adminPlayers, common } = useMessages();
  const t = adminPlayers.resetPassword;
  const reset = useResetPlayerPassword();
  const newPassword = reset.data?.newPassword;

  return (
    <Modal
      open
      onClose={() => {
        if (!reset.isPending) onClose();
      }}
      size="sm"
      title={newPassword ? t.title : t.confirmTitle}
      footer={
        newPassword ? (
          <Button onClick={onClose}>{t.done}</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose} disabled={reset.isPending}>
              {common.cancel}
            </Button>
            <Button
              variant="danger"
              onClick={() => reset.mutate(player._id)}
              disabled={reset.isPending}
            >
              {reset.isPending ? <ButtonSpinner /> : null}
              {reset.isPending ? t.confirming : t.confirm}
            </Button>
          </>
        )
      }
    >
      {newPassword ? (
        <NewPasswordPanel password={newPassword} />
      ) : (
        <div className="space-y-4 text-sm leading-relaxed">
          <p>{formatMessage(t.body, { name: player.fullName })}</p>
          <FormError message={reset.isError ? t.failed : null} />
        </div>
      )}
    </Modal>
  );
}
