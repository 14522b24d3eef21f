import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { errorText } from '@/lib/error-text';
import { formSchema } from '@/lib/form-schema';
import { formatDateTime } from '@/lib/format-date-time';
import { useMessages } from '@/lib/i18n';
import {
  ENQUIRY_REPLY_MAX,
  replyEnquiryInputSchema,
  type Enquiry,
  type EnquiryPage,
} from '@app/shared/enquiries';

import { useChangeEnquiry } from '../api/change-enquiry';

import { StatusBadge } from './status-badge';

/** The shared schema over the reply; a blank one is refused in the dialog's words. */
function replyFormSchema(required: string) {
  return formSchema(replyEnquiryInputSchema, (values: { message: string }, { invalid }) => {
    if (!values.message.trim()) invalid('message', required);
    return values;
  });
}

/**
 * One enquiry: the message, its replies, the assignee, a reply mailed to the sender, and
 * Close / Reopen. The dialog shows the server's answer after each change.
 */
export function EnquiryDialog({
  enquiry: initial,
  assignees,
  onClose,
  onChanged,
}: {
  enquiry: Enquiry;
  assignees: EnquiryPage['assignees'];
  onClose: () => void;
  onChanged: (notice: string) => void;
}) {
  const { admin, common, contact } = useMessages();
  const t = admin.enquiry;
  const change = useChangeEnquiry();
  const [enquiry, setEnquiry] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const schema = useMemo(() => replyFormSchema(t.replyRequired), [t]);
  const replyForm = useForm({ resolver: zodResolver(schema), defaultValues: { message: '' } });
  const {
    submit,
    formError: replyFailure,
    setFormError: setReplyFailure,
  } = useFormSubmit(replyForm, { fallback: t.changeFailed });

  const run = (input: Parameters<typeof change.mutate>[0], notice: string) => {
    setError(null);
    setReplyFailure(null);
    change.mutate(input, {
      onSuccess: (updated) => {
        setEnquiry(updated);
        onChanged(notice);
      },
      onError: (err) =>
        setError(errorText(err, { fallback: t.changeFailed, network: common.networkError })),
    });
  };

  const sendReply = submit(async ({ message }) => {
    setError(null);
    const updated = await change.mutateAsync({ id: enquiry._id, reply: message });
    setEnquiry(updated);
    onChanged(t.replied(enquiry.email));
    replyForm.reset();
  });

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={t.dialogTitle(enquiry.name)}
      footer={
        <>
          {enquiry.status === 'closed' ? (
            <Button
              variant="outline"
              disabled={change.isPending}
              onClick={() => run({ id: enquiry._id, status: 'new' }, t.reopened)}
            >
              {t.reopen}
            </Button>
          ) : (
            <Button
              variant="outline"
              disabled={change.isPending}
              onClick={() => run({ id: enquiry._id, status: 'closed' }, t.closedNotice)}
            >
              {t.close}
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <StatusBadge status={enquiry.status} />
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
            {contact.topics[enquiry.topic]}
          </span>
          <span>{formatDateTime(enquiry.createdAt)}</span>
          <span>·</span>
          <a className="text-brand-700 underline" href={`mailto:${enquiry.email}`}>
            {enquiry.email}
          </a>
          <span>· {t.languages[enquiry.language]}</span>
        </div>
        <blockquote className="whitespace-pre-line rounded-xl border-l-4 border-brand-600 bg-slate-50 p-4 text-slate-900">
          {enquiry.message}
        </blockquote>

        {enquiry.replies.length > 0 ? (
          <section aria-labelledby={headingId}>
            <h3 id={headingId} className="text-sm font-bold text-slate-800">
              {t.repliesTitle}
            </h3>
            <ol className="mt-2 space-y-3">
              {enquiry.replies.map((r) => (
                <li key={r._id} className="rounded-xl border border-slate-200 p-3 text-sm">
                  <p className="text-xs text-slate-500">
                    {t.replyBy(r.authorName, formatDateTime(r.createdAt))}
                  </p>
                  <p className="mt-1 whitespace-pre-line text-slate-900">{r.body}</p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        <SelectField
          label={t.assignee}
          value={enquiry.assigneeId ?? ''}
          disabled={change.isPending}
          density="comfortable"
          options={[
            { value: '', label: t.unassigned },
            ...assignees.map((a) => ({ value: a._id, label: a.name })),
          ]}
          onChange={(event) => {
            const assigneeId = event.target.value || null;
            const name = assignees.find((a) => a._id === assigneeId)?.name;
            run({ id: enquiry._id, assigneeId }, name ? t.assigned(name) : t.unassignedNotice);
          }}
        />

        <form noValidate onSubmit={sendReply} className="space-y-3">
          <TextareaField
            label={t.replyLabel(enquiry.email)}
            hint={t.replyHint}
            rows={5}
            maxLength={ENQUIRY_REPLY_MAX}
            error={replyForm.formState.errors.message?.message}
            density="comfortable"
            {...replyForm.register('message')}
          />
          <FormAlert message={replyFailure ?? error} />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <ButtonSpinner /> : null}
            {change.isPending ? t.sending : t.sendReply}
          </Button>
        </form>
      </div>
    </Modal>
  );
}
