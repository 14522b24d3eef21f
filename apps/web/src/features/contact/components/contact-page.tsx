import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { PageHeader } from '@/components/ui/page-header';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { ApiError } from '@/lib/api-client';
import { useOptionalPlayerMe } from '@/lib/auth/player-me';
import { useLocale, useMessages } from '@/lib/i18n';
import { sharedText } from '@/lib/shared-messages';
import {
  ENQUIRY_FORM_EXPIRED,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_TOPICS,
  submitEnquiryInputSchema,
} from '@app/shared/enquiries';

import { useEnquiryTicket } from '../api/get-enquiry-ticket';
import { useSendEnquiry } from '../api/send-enquiry';

// The ticket and the language are added when sending; `website` is the honeypot.
const formSchema = submitEnquiryInputSchema.pick({
  topic: true,
  name: true,
  email: true,
  message: true,
  website: true,
});

/**
 * "Contact us": topic, name, e-mail and message to the association's staff inbox. Spam is kept
 * out without third-party scripts: a field people never see (the honeypot), the server's
 * ticket of when the form opened (a minimum fill time) and a per-address limit.
 */
export function ContactPage() {
  const m = useMessages();
  const t = m.contact;
  const locale = useLocale();
  const ticket = useEnquiryTicket();
  const send = useSendEnquiry();
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const me = useOptionalPlayerMe().data;
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { topic: '' as never, name: '', email: '', message: '', website: '' },
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  // A signed-in player's name and e-mail are filled in (what they typed themselves stays).
  const meName = me?.fullName;
  const meEmail = me?.email;
  useEffect(() => {
    if (sent !== null) return;
    if (meName && !form.getValues('name')) form.setValue('name', meName);
    if (meEmail && !form.getValues('email')) form.setValue('email', meEmail);
  }, [form, meName, meEmail, sent]);

  // Sent: the confirmation takes the focus and comes into view (the form it replaces was
  // taller, and a screen reader would otherwise be left on a button that is gone).
  useEffect(() => {
    if (sent === null) return;
    sentRef.current?.focus();
    sentRef.current?.scrollIntoView?.({ block: 'center' });
  }, [sent]);
  const { submit, formError, setFormError } = useFormSubmit(form, {
    fallback: t.failed,
    network: t.network,
    describe: (error) => {
      // Left open for a day: get a new ticket, keep what was typed, and ask to send again.
      if (!(error instanceof ApiError && error.message === ENQUIRY_FORM_EXPIRED)) return undefined;
      void ticket.refetch();
      return t.renewed;
    },
  });

  const onSubmit = submit(async (values) => {
    if (!ticket.data) {
      // Still loading, or its request failed: ask again, and say which.
      setFormError(ticket.isError ? t.failed : t.notReady);
      if (ticket.isError) void ticket.refetch();
      return;
    }
    const answer = await send.mutateAsync({ ...values, language: locale, ticket: ticket.data });
    setSent(answer.message);
    reset();
  });

  return (
    <>
      <Seo title={m.meta.contact.title} description={m.meta.contact.description} />
      <PageHeader title={t.title} eyebrow={t.eyebrow} lead={t.lead} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_1fr] lg:px-8">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-xl font-bold text-slate-900">
            {t.formTitle}
          </h2>
          {sent ? (
            <div ref={sentRef} tabIndex={-1} className="mt-4 space-y-4 outline-none">
              <FormSuccess withIcon message={sharedText(sent)} />
              <Button variant="outline" onClick={() => setSent(null)}>
                {t.another}
              </Button>
            </div>
          ) : (
            <form
              onSubmit={onSubmit}
              noValidate
              aria-busy={send.isPending}
              className="mt-4 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <SelectField
                label={t.topic}
                placeholder={t.topicPlaceholder}
                options={ENQUIRY_TOPICS.map((value) => ({ value, label: t.topics[value] }))}
                required
                error={errors.topic?.message}
                {...register('topic')}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t.name}
                  autoComplete="name"
                  required
                  maxLength={100}
                  error={errors.name?.message}
                  {...register('name')}
                />
                <TextField
                  label={t.email}
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  error={errors.email?.message}
                  {...register('email')}
                />
              </div>
              <TextareaField
                label={t.message}
                hint={t.messageHint}
                required
                rows={7}
                maxLength={ENQUIRY_MESSAGE_MAX}
                error={errors.message?.message}
                {...register('message')}
              />
              {/* The honeypot: hidden from people and screen readers, filled only by scripts. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label>
                  {t.honeypot}
                  <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
                </label>
              </div>
              <FormAlert message={formError} />
              <p className="text-xs text-slate-500">{t.privacy}</p>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? <ButtonSpinner /> : null}
                {send.isPending ? t.sending : t.send}
              </Button>
            </form>
          )}
        </section>
        <aside aria-labelledby="contact-direct-title" className="space-y-3 text-sm text-slate-700">
          <h2 id="contact-direct-title" className="text-xl font-bold text-slate-900">
            {t.directTitle}
          </h2>
          <p>{m.common.contacts.address}</p>
          <p>
            <span className="font-semibold">{m.common.contacts.emailLabel}: </span>
            <a className="text-brand-700 underline" href={`mailto:${m.common.contacts.email}`}>
              {m.common.contacts.email}
            </a>
          </p>
          <p>
            <span className="font-semibold">{m.common.contacts.phoneLabel}: </span>
            <a
              className="text-brand-700 underline"
              href={`tel:${m.common.contacts.phone.replace(/[^+\d]/g, '')}`}
            >
              {m.common.contacts.phone}
            </a>
          </p>
          <p className="text-slate-600">{t.replyTime}</p>
        </aside>
      </div>
    </>
  );
}
