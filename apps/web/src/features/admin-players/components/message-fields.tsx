import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useMessages } from '@/lib/i18n';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH } from '@app/shared/messages';

import type { MessageDraft } from '../hooks/use-message-draft';

/** Subject and message inputs of a draft; the validation text shows under the first empty one. */
export function MessageFields({ draft }: { draft: MessageDraft }) {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.compose;
  return (
    <div className="space-y-4">
      <TextField
        density="comfortable"
        ref={draft.subjectRef}
        label={t.subject}
        value={draft.subject}
        onChange={(event) => draft.setSubject(event.target.value)}
        maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
        autoComplete="off"
        required
        error={draft.error?.field === 'subject' ? draft.error.text : undefined}
      />
      <TextareaField
        density="comfortable"
        ref={draft.messageRef}
        label={t.message}
        value={draft.message}
        onChange={(event) => draft.setMessage(event.target.value)}
        maxLength={MESSAGE_BODY_MAX_LENGTH}
        rows={6}
        required
        error={draft.error?.field === 'message' ? draft.error.text : undefined}
      />
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t.malayLegend}</legend>
        <p className="text-sm text-slate-600">{t.malayHint}</p>
        <TextField
          density="comfortable"
          label={t.subjectMs}
          lang="ms"
          value={draft.subjectMs}
          onChange={(event) => draft.setSubjectMs(event.target.value)}
          maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
          autoComplete="off"
        />
        <TextareaField
          density="comfortable"
          label={t.messageMs}
          lang="ms"
          value={draft.messageMs}
          onChange={(event) => draft.setMessageMs(event.target.value)}
          maxLength={MESSAGE_BODY_MAX_LENGTH}
          rows={4}
        />
      </fieldset>
    </div>
  );
}
