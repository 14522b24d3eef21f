import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { REPORT_REASONS, reportInputSchema, type Post } from '@app/shared/posts';

import { useReportPost } from '../api/report-post';

export interface ReportPostModalProps {
  /** The post being reported; null when the modal is closed. */
  post: Post | null;
  onClose: () => void;
}

/** Report another player's post: a reason (required) and optional details. */
export function ReportPostModal({ post, onClose }: ReportPostModalProps) {
  const t = useMessages().picklezone.report;
  return (
    <Modal open={post !== null} onClose={onClose} title={t.title}>
      {post ? <ReportForm key={post._id} post={post} onClose={onClose} /> : null}
    </Modal>
  );
}

function ReportForm({ post, onClose }: { post: Post; onClose: () => void }) {
  const t = useMessages().picklezone.report;
  const id = useId();
  const report = useReportPost();
  const [isSent, setIsSent] = useState(false);
  const form = useForm({
    resolver: zodResolver(reportInputSchema),
    defaultValues: { reason: undefined, details: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError: serverError } = useFormSubmit(form, {
    fallback: t.failed,
    network: t.failed,
  });

  const onSubmit = submit(async (input) => {
    await report.mutateAsync({ postId: post._id, input });
    setIsSent(true);
  });

  if (isSent) {
    return (
      <div className="space-y-5">
        <FormSuccess message={t.success} withIcon />
        <div className="flex justify-end">
          <Button onClick={onClose}>{t.done}</Button>
        </div>
      </div>
    );
  }

  const reasonError = errors.reason ? t.noReason : undefined;
  const isSending = isSubmitting || report.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm">{formatMessage(t.intro, { name: post.author.fullName })}</p>
      <fieldset aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t.reasonLegend}</legend>
        <div className="space-y-2">
          {REPORT_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3.5 py-2 text-sm hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={reason}
                aria-invalid={reasonError ? true : undefined}
                className="size-4 accent-brand-700"
                {...register('reason')}
              />
              {t.reasons[reason]}
            </label>
          ))}
        </div>
        <p
          id={`${id}-reason-error`}
          role="alert"
          className={reasonError ? 'mt-2 text-sm text-red-600' : 'sr-only'}
        >
          {reasonError}
        </p>
      </fieldset>

      <TextareaField
        label={t.detailsLabel}
        placeholder={t.detailsPlaceholder}
        rows={3}
        error={errors.details?.message}
        {...register('details')}
      />

      <FormAlert message={serverError} />

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose} disabled={isSending}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={isSending}>
          {isSending ? <ButtonSpinner /> : null}
          {isSending ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
