import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';

import { useUnsubscribeReminders } from '../api/unsubscribe-reminders';

/** /membership/unsubscribe?token=…: stops renewal reminders (a button, so mail scanners don't). */
export function UnsubscribeView({ token }: { token: string | null }) {
  const { membership, common } = useMessages();
  const t = membership.unsubscribe;
  const unsubscribe = useUnsubscribeReminders();
  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-bold text-slate-900">{t.title}</h1>
        {!token ? (
          <FormAlert message={t.invalid} />
        ) : unsubscribe.isSuccess ? (
          <FormSuccess withIcon message={t.done} />
        ) : (
          <>
            <p className="text-slate-700">{t.intro}</p>
            <FormAlert
              message={
                unsubscribe.error
                  ? errorText(unsubscribe.error, {
                      fallback: t.failed,
                      network: common.networkError,
                    })
                  : null
              }
            />
            <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              {unsubscribe.isPending ? <ButtonSpinner /> : null}
              {unsubscribe.isPending ? t.working : t.confirm}
            </Button>
          </>
        )}
      </div>
    </main>
  );
}
