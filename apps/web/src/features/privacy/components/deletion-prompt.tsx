import { useState } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { useLogoutPlayer } from '@/lib/auth/logout-player';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { useCancelDeletion } from '../api/cancel-deletion';
import { useMyDeletion } from '../api/get-my-deletion';
import { formatInstantDay } from '../utils/format';

/**
 * Signing in while the account is due for deletion (issue 16): cancel the deletion, or keep it
 * and sign out. Closed for now, it stays offered on the Privacy & data tab.
 */
export function DeletionPrompt() {
  const { privacy } = useMessages();
  const t = privacy.deletion;
  const current = useMyDeletion();
  const cancel = useCancelDeletion();
  const logout = useLogoutPlayer();
  const navigate = useNavigate();
  const [isDismissed, setDismissed] = useState(false);
  const deletion = current.data?.deletion;
  if (!deletion || isDismissed) return null;

  return (
    <Modal
      open
      onClose={() => setDismissed(true)}
      title={t.pendingTitle}
      footer={
        <>
          <Button
            variant="ghost"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onSuccess: () => void navigate(paths.player.login, { replace: true }),
              })
            }
          >
            {t.keepAndSignOut}
          </Button>
          <Button disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {cancel.isPending ? t.cancelling : t.cancel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          {formatMessage(t.pendingBody, {
            date: formatInstantDay(deletion.dueAt),
            content: t.pendingContent[deletion.content],
          })}
        </p>
        <FormAlert message={cancel.isError ? t.cancelFailed : null} />
      </div>
    </Modal>
  );
}
