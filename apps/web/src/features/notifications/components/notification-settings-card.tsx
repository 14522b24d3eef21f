import { useEffect, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { inputClass } from '@/components/ui/form/input-class';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';
import {
  LOCKED_NOTIFICATION_TYPES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationSettings,
} from '@app/shared/notifications';

import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';

/** Per type: in the bell, the bell and e-mail, or off (membership, offers and partners: e-mail). */
export function NotificationSettingsCard() {
  const t = useMessages().notifications.settings;
  const query = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [choice, setChoice] = useState<NotificationSettings | null>(null);
  useEffect(() => {
    if (query.data) setChoice(query.data);
  }, [query.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    const editable = Object.fromEntries(
      NOTIFICATION_TYPES.filter((type) => !LOCKED_NOTIFICATION_TYPES.includes(type)).map((type) => [
        type,
        choice[type],
      ]),
    );
    save.mutate(editable);
  }

  return (
    <section
      aria-labelledby="notification-settings-title"
      className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="notification-settings-title" className="text-xl font-bold text-brand-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.lead}</p>
      {!choice ? (
        <Spinner className="mt-4 size-5 border-2" />
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-3" aria-busy={save.isPending}>
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
                  <select
                    id={id}
                    value={choice[type]}
                    onChange={(event) =>
                      setChoice({ ...choice, [type]: event.target.value as NotificationChannel })
                    }
                    className={inputClass()}
                  >
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
          <FormAlert message={save.isError ? t.failed : null} />
          <FormSuccess message={save.isSuccess ? t.saved : null} />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <ButtonSpinner /> : null}
            {t.save}
          </Button>
        </form>
      )}
    </section>
  );
}
