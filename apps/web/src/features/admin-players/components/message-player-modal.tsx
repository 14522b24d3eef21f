import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
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
  const { adminPlayers, common } = useMessages();
  const t = adminPlayers.compose;
  const formId = useId();
  const draft = useMessageDraft();
  const { send, isPending } = useSendMessage();
  const [sendError, setSendError] = useState<string | null>(null);

  const handleSubmit = async () => {
    setSendError(null);
    const input = draft.validate();
    if (!input) return;
    const outcome = await send(recipient === 'all' ? 'all' : { playerId: recipient._id }, input);
    if (outcome.ok) onSent(outcome.text);
    else setSendError(outcome.text);
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!isPending) onClose();
      }}
      title={
        recipient === 'all'
          ? t.toAllTitle
          : formatMessage(t.toPlayerTitle, { name: recipient.fullName })
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isPending}>
            {common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={isPending}>
            {isPending ? <ButtonSpinner /> : null}
            {isPending ? t.sending : t.send}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        aria-busy={isPending}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <p className="text-sm text-slate-600">
          {recipient === 'all'
            ? t.toAllNote
            : formatMessage(t.toPlayerNote, {
                name: recipient.fullName,
                username: recipient.username,
              })}
        </p>
        <MessageFields draft={draft} />
        <FormError message={sendError} />
      </form>
    </Modal>
  );
}
