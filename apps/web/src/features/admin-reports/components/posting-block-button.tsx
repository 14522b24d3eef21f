import { useState, type FormEvent } from 'react';

import { FormModal } from '@/components/admin/form-modal';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { POST_MESSAGES, type Report } from '@app/shared/posts';

import { useSetPostingBlock } from '../api/set-posting-block';

type Author = NonNullable<Report['post']>['author'];

/** A restriction for a period, or until a moderator lifts it. */
const PERIOD_DAYS = { forever: null, d1: 1, d7: 7, d30: 30 } as const;

/** Block a post's author from posting and commenting (with a reason they see), or unblock. */
export function PostingBlockButton({
  author,
  onDone,
}: {
  author: Author;
  onDone: (message: string) => void;
}) {
  const { adminReports: t, common } = useMessages();
  const block = useSetPostingBlock();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [period, setPeriod] = useState<keyof typeof PERIOD_DAYS>('forever');
  const [error, setError] = useState<string | null>(null);
  if (!author._id) return null;
  const playerId = author._id;

  if (author.postingBlocked)
    return (
      <Button
        variant="ghost"
        size="sm"
        disabled={block.isPending}
        onClick={() =>
          block.mutate({ playerId, blocked: false }, { onSuccess: (r) => onDone(r.message) })
        }
      >
        {formatMessage(t.actions.unblockAuthor, { name: author.fullName })}
      </Button>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(POST_MESSAGES.blockReasonRequired);
      return;
    }
    block.mutate(
      {
        playerId,
        blocked: true,
        reason: reason.trim(),
        ...(PERIOD_DAYS[period] ? { days: PERIOD_DAYS[period] } : {}),
      },
      {
        onSuccess: (r) => {
          setOpen(false);
          onDone(r.message);
        },
      },
    );
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {formatMessage(t.actions.blockAuthor, { name: author.fullName })}
      </Button>
      {open ? (
        <FormModal
          title={formatMessage(t.actions.blockTitle, { name: author.fullName })}
          onClose={() => setOpen(false)}
          onSubmit={submit}
          isBusy={block.isPending}
          size="md"
          submitLabel={t.actions.blockSubmit}
          error={
            block.error
              ? errorText(block.error, { fallback: t.unknownError, network: common.networkError })
              : null
          }
        >
          <TextareaField
            label={t.actions.blockReasonLabel}
            hint={t.actions.blockReasonHint}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error ?? undefined}
            maxLength={300}
            rows={3}
            required
          />
          <SelectField
            label={t.actions.blockForLabel}
            value={period}
            onChange={(e) => setPeriod(e.target.value as keyof typeof PERIOD_DAYS)}
            options={(Object.keys(PERIOD_DAYS) as (keyof typeof PERIOD_DAYS)[]).map((value) => ({
              value,
              label: t.actions.blockFor[value],
            }))}
          />
        </FormModal>
      ) : null}
    </>
  );
}
