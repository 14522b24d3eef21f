import { FormModal } from '@/components/admin/form-modal';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { useMessageDraft } from '../hooks/use-message-draft';
import { useSendMessage } from '../hooks/use-send-message';

import { MessageFields } from './message-fields';

export interface MessagePlayerModalProps {
  /** One player, or 'all' for every active player (one server call). */
  recipient: Player | 'all';
  onClose: () => void;
  /** Called with the outcome text ('Message sent successfully!' or the broadcast counts). */
  onSent: (text: string) => void;
}

/** Writes a message to one player or to all; failures stay in the dialog with the draft. */
export function MessagePlayerModal({ recipient, onClose, onSent }: MessagePlayerModalProps) {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.compose;
  const draft = useMessageDraft();
  const { send, isPending, failed, fallback } = useSendMessage();
  const { submit, formError } = useFormSubmit(draft, { fallback, wrap: failed });

  const onSubmit = submit(async (input) => {
    onSent(await send(recipient === 'all' ? 'all' : { playerId: recipient._id }, input));
  });

  return (
    <FormModal
      title={
        recipient === 'all'
          ? t.toAllTitle
          : formatMessage(t.toPlayerTitle, { name: recipient.fullName })
      }
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={isPending}
      error={formError}
      size="md"
      submitLabel={t.send}
      pendingLabel={t.sending}
      lockWhileBusy
    >
      <p className="text-sm text-slate-600">
        {recipient === 'all'
          ? t.toAllNote
          : formatMessage(t.toPlayerNote, {
              name: recipient.fullName,
              username: recipient.username,
            })}
      </p>
      <MessageFields form={draft} />
    </FormModal>
  );
}
