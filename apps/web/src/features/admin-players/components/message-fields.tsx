import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useMessages } from '@/lib/i18n';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH } from '@app/shared/messages';

import type { MessageDraftForm } from '../hooks/use-message-draft';

/** Subject and message inputs of a draft; the validation text shows under the first empty one. */
export function MessageFields({ form }: { form: MessageDraftForm }) {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.compose;
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="space-y-4">
      <TextField
        density="comfortable"
        label={t.subject}
        maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
        autoComplete="off"
        required
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField
        density="comfortable"
        label={t.message}
        maxLength={MESSAGE_BODY_MAX_LENGTH}
        rows={6}
        required
        error={errors.message?.message}
        {...register('message')}
      />
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t.malayLegend}</legend>
        <p className="text-sm text-slate-600">{t.malayHint}</p>
        <TextField
          density="comfortable"
          label={t.subjectMs}
          lang="ms"
          maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
          autoComplete="off"
          error={errors.subjectMs?.message}
          {...register('subjectMs')}
        />
        <TextareaField
          density="comfortable"
          label={t.messageMs}
          lang="ms"
          maxLength={MESSAGE_BODY_MAX_LENGTH}
          rows={4}
          error={errors.messageMs?.message}
          {...register('messageMs')}
        />
      </fieldset>
    </div>
  );
}
