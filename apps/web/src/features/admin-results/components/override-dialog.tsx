import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FormModal } from '@/components/admin/form-modal';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { AdminEntry } from '@app/shared/competition/entries';

import { useOverrideEntry } from '../api/division-entries';

import { entryNames } from './entry-names';

interface OverrideValues {
  reason: string;
}

/**
 * "Let stand": the entry stays although a player no longer meets the division's rules. A reason
 * is required (the server's own rule: 3 to 500 characters); the override is audited.
 */
export function OverrideDialog({
  entry,
  onClose,
  onDone,
}: {
  entry: AdminEntry;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useMessages().adminResults.override;
  const override = useOverrideEntry();
  const schema = useMemo(
    () =>
      z.object({
        reason: z.string().trim().min(3, t.reasonRequired).max(500, t.reasonTooLong),
      }),
    [t],
  );
  const form = useForm<OverrideValues>({
    resolver: zodResolver(schema),
    defaultValues: { reason: entry.overrideReason ?? '' },
  });
  const { submit, formError } = useFormSubmit(form, { fallback: t.failed });
  const names = entryNames(entry);
  return (
    <FormModal
      title={t.title}
      onClose={onClose}
      isBusy={override.isPending}
      error={formError}
      submitLabel={t.confirm}
      pendingLabel={t.pending}
      size="md"
      onSubmit={submit(async ({ reason }) => {
        const saved = await override.mutateAsync({ entryId: entry.id, reason });
        onDone(formatMessage(t.done, { names, reason: saved.overrideReason ?? reason }));
      })}
    >
      <p className="text-sm text-slate-700">{formatMessage(t.body, { names })}</p>
      <TextareaField
        label={t.reason}
        rows={3}
        maxLength={500}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <p className="text-sm text-slate-600">{t.audited}</p>
    </FormModal>
  );
}
