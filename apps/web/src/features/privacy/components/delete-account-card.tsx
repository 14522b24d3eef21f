import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { SettingsCard } from '@/components/ui/settings-card';
import { paths } from '@/config/paths';
import { useTwoFactorStatus } from '@/features/security';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useLogoutPlayer } from '@/lib/auth/logout-player';
import { formSchema } from '@/lib/form-schema';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { sharedText } from '@/lib/shared-messages';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_DELETION_MESSAGES,
  DELETION_CONTENT_CHOICES,
  accountDeletionInputSchema,
  type AccountDeletion,
  type DeletionContentChoice,
} from '@app/shared/privacy';

import { useCancelDeletion } from '../api/cancel-deletion';
import { useMyDeletion } from '../api/get-my-deletion';
import { useRequestDeletion } from '../api/request-deletion';
import { formatInstantDay } from '../utils/format';

interface DeletionFormValues {
  content: DeletionContentChoice | null;
  password: string;
  code: string;
  understood: boolean;
}

/**
 * The shared schema over the form, plus what only the form asks: the code when two-factor
 * sign-in is on, and the box ticked to confirm.
 */
function deletionFormSchema(hasTwoFactor: boolean, mustUnderstand: string) {
  return formSchema(
    accountDeletionInputSchema,
    ({ content, password, code, understood }: DeletionFormValues, { invalid }) => {
      if (hasTwoFactor && !code.trim()) invalid('code', ACCOUNT_DELETION_MESSAGES.codeRequired);
      if (!understood) invalid('understood', mustUnderstand);
      return { content: content ?? undefined, password, ...(hasTwoFactor ? { code } : {}) };
    },
  );
}

/** The form tells one problem at a time, in this order. */
const PROBLEM_ORDER = ['content', 'password', 'code', 'understood'] as const;

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** The deletion already asked for, with the way back. */
function PendingDeletion({
  deletion,
  cancel,
}: {
  deletion: AccountDeletion;
  cancel: ReturnType<typeof useCancelDeletion>;
}) {
  const { privacy } = useMessages();
  const t = privacy.deletion;
  return (
    <div className="space-y-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="font-semibold text-amber-900">{t.pendingTitle}</p>
      <p>
        {formatMessage(t.pendingBody, {
          date: formatInstantDay(deletion.dueAt),
          content: t.pendingContent[deletion.content],
        })}
      </p>
      <FormAlert message={cancel.isError ? t.cancelFailed : null} />
      <Button disabled={cancel.isPending} onClick={() => cancel.mutate()}>
        {cancel.isPending ? t.cancelling : t.cancel}
      </Button>
    </div>
  );
}

/**
 * "Delete my account" (issue 16): the password (and two-factor code) again, a choice for posts and
 * comments, a 14-day grace. Once asked, every session ends: the player is told and signed out.
 */
export function DeleteAccountCard() {
  const { privacy } = useMessages();
  const t = privacy.deletion;
  const ids = {
    password: useId(),
    code: useId(),
    understand: useId(),
    legend: useId(),
  };
  const current = useMyDeletion();
  const twoFactor = useTwoFactorStatus('/api/players/me');
  const request = useRequestDeletion();
  const cancel = useCancelDeletion();
  const logout = useLogoutPlayer();
  const navigate = useNavigate();
  const days = String(ACCOUNT_DELETION_GRACE_DAYS);
  const hasTwoFactor = twoFactor.data?.enabled ?? false;
  const schema = useMemo(
    () => deletionFormSchema(hasTwoFactor, t.mustUnderstand),
    [hasTwoFactor, t.mustUnderstand],
  );
  // The problem shows in the form's alert, as it did; it is checked again on each submit.
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { content: null, password: '', code: '', understood: false },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { register, resetField } = form;
  const { errors } = form.formState;
  const { submit, formError } = useFormSubmit(form, {
    fallback: t.unknownError,
    wrap: (message) => formatMessage(t.failed, { message }),
  });
  const invalid = PROBLEM_ORDER.map((field) => errors[field]?.message).find(Boolean);

  const onSubmit = submit(async (input) => {
    await request.mutateAsync(input);
    resetField('password');
  });
  const scheduled = request.data?.deletion ?? null;
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate(paths.player.login, { replace: true }),
    });

  return (
    <SettingsCard id="privacy-deletion-title" title={t.title}>
      <div className="space-y-4 text-sm text-slate-700">
        <p>{formatMessage(t.intro, { days })}</p>
        <p>{t.keptByLaw}</p>
        {current.isError ? <FormAlert message={t.loadFailed} /> : null}
        <FormSuccess message={cancel.isSuccess && !current.data?.deletion ? t.cancelled : null} />
        {current.data?.deletion ? (
          <PendingDeletion deletion={current.data.deletion} cancel={cancel} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-3" aria-busy={request.isPending}>
            <fieldset>
              <legend id={ids.legend} className="font-medium text-slate-900">
                {t.contentLegend}
              </legend>
              <div className="mt-2 space-y-2">
                {DELETION_CONTENT_CHOICES.map((choice) => (
                  <label key={choice} className="flex items-center gap-2">
                    <input
                      type="radio"
                      value={choice}
                      className="size-4 accent-brand-700"
                      {...register('content')}
                    />
                    {t.contentChoices[choice]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={ids.password} className="font-medium text-slate-900">
                {t.password}
              </label>
              <input
                id={ids.password}
                type="password"
                autoComplete="current-password"
                className={inputClass}
                {...register('password')}
              />
            </div>
            {twoFactor.data?.enabled ? (
              <div>
                <label htmlFor={ids.code} className="font-medium text-slate-900">
                  {t.code}
                </label>
                <input
                  id={ids.code}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className={inputClass}
                  {...register('code')}
                />
              </div>
            ) : null}
            <label htmlFor={ids.understand} className="flex items-start gap-2">
              <input
                id={ids.understand}
                type="checkbox"
                className="mt-0.5 size-4 accent-red-700"
                {...register('understood')}
              />
              <span>{formatMessage(t.understand, { days })}</span>
            </label>
            <FormAlert message={invalid ? sharedText(invalid) : formError} />
            <Button type="submit" variant="danger" disabled={request.isPending}>
              {request.isPending ? t.submitting : t.submit}
            </Button>
          </form>
        )}
      </div>
      <Modal
        open={scheduled !== null}
        onClose={signOut}
        title={t.requestedTitle}
        footer={
          <Button disabled={logout.isPending} onClick={signOut}>
            {t.signOut}
          </Button>
        }
      >
        <p className="text-sm text-slate-700">
          {scheduled
            ? formatMessage(t.requestedBody, { date: formatInstantDay(scheduled.dueAt) })
            : null}
        </p>
      </Modal>
    </SettingsCard>
  );
}
