import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formSchema } from '@/lib/form-schema';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { postingBlockInputSchema, type Report } from '@app/shared/posts';

import { useSetPostingBlock } from '../api/set-posting-block';

type Author = NonNullable<Report['post']>['author'];

/** A restriction for a period, or until a moderator lifts it. */
const PERIOD_DAYS = { forever: null, d1: 1, d7: 7, d30: 30 } as const;
type Period = keyof typeof PERIOD_DAYS;

/** The shared schema over the form: a block, with its reason and the period as days. */
const blockFormSchema = formSchema(
  postingBlockInputSchema,
  ({ reason, period }: { reason: string; period: Period }) => ({
    blocked: true,
    reason: reason.trim(),
    ...(PERIOD_DAYS[period] ? { days: PERIOD_DAYS[period] } : {}),
  }),
);

/** Block a post's author from posting and commenting (with a reason they see), or unblock. */
export function PostingBlockButton({
  author,
  onDone,
}: {
  author: Author;
  onDone: (message: string) => void;
}) {
  const { adminReports: t } = useMessages();
  const block = useSetPostingBlock();
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(blockFormSchema),
    defaultValues: { reason: '', period: 'forever' as Period },
  });
  const { submit, formError } = useFormSubmit(form, { fallback: t.unknownError });
  if (!author._id) return null;
  const playerId = author._id;

  if (author.postingBlocked)
    return (
      <Button
        variant="ghost"
        size="sm"
        disabled={block.isPending}
        onClick={() =>
          block.mutate(
            { playerId, blocked: false },
            // The notice in the page's language (the API's message is English).
            {
              onSuccess: () =>
                onDone(formatMessage(t.actions.unblocked, { name: author.fullName })),
            },
          )
        }
      >
        {formatMessage(t.actions.unblockAuthor, { name: author.fullName })}
      </Button>
    );

  const onSubmit = submit(async (input) => {
    await block.mutateAsync({ playerId, ...input });
    setOpen(false);
    onDone(formatMessage(t.actions.blocked, { name: author.fullName }));
  });

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {formatMessage(t.actions.blockAuthor, { name: author.fullName })}
      </Button>
      {open ? (
        <FormModal
          title={formatMessage(t.actions.blockTitle, { name: author.fullName })}
          onClose={() => setOpen(false)}
          onSubmit={onSubmit}
          isBusy={form.formState.isSubmitting || block.isPending}
          size="md"
          submitLabel={t.actions.blockSubmit}
          error={formError}
        >
          <TextareaField
            label={t.actions.blockReasonLabel}
            hint={t.actions.blockReasonHint}
            error={form.formState.errors.reason?.message}
            maxLength={300}
            rows={3}
            required
            {...form.register('reason')}
          />
          <SelectField
            label={t.actions.blockForLabel}
            options={(Object.keys(PERIOD_DAYS) as Period[]).map((value) => ({
              value,
              label: t.actions.blockFor[value],
            }))}
            {...form.register('period')}
          />
        </FormModal>
      ) : null}
    </>
  );
}
