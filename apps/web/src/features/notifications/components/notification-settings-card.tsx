import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { inputClass } from '@/components/ui/form/input-class';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useMessages } from '@/lib/i18n';
import {
  LOCKED_NOTIFICATION_TYPES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  updateNotificationSettingsSchema,
  type NotificationSettings,
} from '@app/shared/notifications';

import { useNotificationSettings } from '../api/get-notification-settings';
import { useSaveNotificationSettings } from '../api/save-notification-settings';

/** The types a player may change (the locked ones always come by e-mail). */
const EDITABLE_TYPES = NOTIFICATION_TYPES.filter(
  (type) => !LOCKED_NOTIFICATION_TYPES.includes(type),
);

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const t = useMessages().notifications.settings;
  const save = useSaveNotificationSettings();
  const form = useForm({
    resolver: zodResolver(updateNotificationSettingsSchema),
    defaultValues: Object.fromEntries(EDITABLE_TYPES.map((type) => [type, settings[type]])),
  });
  // Every failure is told the same way here.
  const { submit, formError } = useFormSubmit(form, {
    fallback: t.failed,
    describe: () => t.failed,
  });

  return (
    <form
      onSubmit={submit(async (input) => {
        await save.mutateAsync(input);
      })}
      className="mt-4 space-y-3"
      aria-busy={save.isPending}
    >
      {NOTIFICATION_TYPES.map((type) => {
        const locked = LOCKED_NOTIFICATION_TYPES.includes(type);
        const id = `notification-${type}`;
        return (
          <div key={type} className="grid items-center gap-1 sm:grid-cols-[1fr_14rem] sm:gap-4">
            {locked ? (
              <p className="text-sm font-medium text-slate-800">{t.types[type]}</p>
            ) : (
              <label htmlFor={id} className="text-sm font-medium text-slate-800">
                {t.types[type]}
              </label>
            )}
            {locked ? (
              <p className="text-sm text-slate-600">{t.locked}</p>
            ) : (
              <select id={id} className={inputClass()} {...form.register(type)}>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <option key={channel} value={channel}>
                    {t.channels[channel]}
                  </option>
                ))}
              </select>
            )}
          </div>
        );
      })}
      <FormAlert message={formError} />
      <FormSuccess message={save.isSuccess ? t.saved : null} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner /> : null}
        {t.save}
      </Button>
    </form>
  );
}

/** Per type: in the bell, the bell and e-mail, or off (membership, offers and partners: e-mail). */
export function NotificationSettingsCard() {
  const t = useMessages().notifications.settings;
  const query = useNotificationSettings();

  return (
    <section
      aria-labelledby="notification-settings-title"
      className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="notification-settings-title" className="text-xl font-bold text-brand-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.lead}</p>
      {!query.data ? (
        <Spinner className="mt-4 size-5 border-2" />
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </section>
  );
}
