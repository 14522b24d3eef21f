import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useMessages } from '@/lib/i18n';
import type { CompetitionPrivacy } from '@app/shared/competition/setup';

import { useCompetitionPrivacy, useSaveCompetitionPrivacy } from '../api/competition-privacy';

const SWITCHES = ['publicProfile', 'hideFromEntryLists', 'partnerListed'] as const;

/** Whether the public profile shows, or what it waits for. */
function profileStatus(
  privacy: CompetitionPrivacy,
  t: { shown: string; hidden: string; waitsForResult: string },
): string {
  if (privacy.profileShown) return t.shown;
  if (privacy.publicProfile && privacy.nameShown && !privacy.hasResults) return t.waitsForResult;
  return t.hidden;
}

function PrivacyForm({ privacy }: { privacy: CompetitionPrivacy }) {
  const t = useMessages().privacy.competition;
  const save = useSaveCompetitionPrivacy();
  const form = useForm({
    defaultValues: {
      publicProfile: privacy.publicProfile,
      hideFromEntryLists: privacy.hideFromEntryLists,
      partnerListed: privacy.partnerListed,
    },
  });
  const { submit, formError } = useFormSubmit(form, { fallback: t.failed, wrap: () => t.failed });
  const current = save.data ?? privacy;
  return (
    <form
      onSubmit={submit(async (input) => {
        await save.mutateAsync(input);
      })}
      className="mt-4 space-y-3"
      aria-busy={save.isPending}
    >
      {SWITCHES.map((name) => (
        <label key={name} className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            role="switch"
            className="mt-0.5 size-5 shrink-0"
            {...form.register(name)}
          />
          <span>{t[name]}</span>
        </label>
      ))}
      <div className="space-y-1 text-sm text-slate-600" aria-live="polite">
        <p>{current.nameShown ? t.nameShown : t.nameHidden}</p>
        <p>{profileStatus(current, t)}</p>
        {current.needsGuardianConsent ? <p>{t.needsGuardian}</p> : null}
      </div>
      <FormAlert message={formError} />
      <FormSuccess message={save.isSuccess ? t.saved : null} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner /> : null}
        {t.save}
      </Button>
    </form>
  );
}

/** The player's competition privacy: public profile, entry lists and partner finder. */
export function CompetitionPrivacyCard() {
  const t = useMessages().privacy.competition;
  const query = useCompetitionPrivacy();
  return (
    <section
      aria-labelledby="competition-privacy-title"
      className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="competition-privacy-title" className="text-xl font-bold text-brand-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.lead}</p>
      <p className="mt-2 text-sm text-slate-600">{t.rule}</p>
      {!query.data ? (
        <Spinner className="mt-4 size-5 border-2" />
      ) : (
        <PrivacyForm privacy={query.data} />
      )}
    </section>
  );
}
