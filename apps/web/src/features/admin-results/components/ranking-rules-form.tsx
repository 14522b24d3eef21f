import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { RankingRules, RankingRulesInput } from '@app/shared/competition/rankings';

import { useSaveRankingRules, type RankingSeasons } from '../api/ranking-rules';
import { rulesDefaults, rulesFormSchema, type RulesFormValues } from '../utils/rules-form';

/**
 * A season to come: its names, first day (after today), best-of and window, and the points table
 * (placements × tiers; a blank cell gives no points). Starts from the season in force. Saving a
 * season with the same first day replaces it while it has not taken effect.
 */
export function RankingRulesForm({
  current,
  tiers,
}: {
  current: RankingRules | null;
  tiers: RankingSeasons['tiers'];
}) {
  const { adminResults } = useMessages();
  const t = adminResults.rules.form;
  const locale = useLocale();
  const titleId = useId();
  const save = useSaveRankingRules();
  const [saved, setSaved] = useState<string | null>(null);
  const labelled = useMemo(
    () =>
      tiers.map((tier) => ({ code: tier.code, label: locale === 'ms' ? tier.nameMs : tier.name })),
    [tiers, locale],
  );
  const schema = useMemo(() => rulesFormSchema(t, labelled), [t, labelled]);
  const form = useForm<RulesFormValues, unknown, RankingRulesInput>({
    resolver: zodResolver(schema),
    defaultValues: rulesDefaults(
      current,
      tiers.map((tier) => tier.code),
    ),
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { submit, formError } = useFormSubmit(form, { fallback: t.failed });
  const errors = form.formState.errors;
  const gridError = errors.rows?.root?.message ?? errors.rows?.message;

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {t.title}
      </h3>
      <p className="text-sm text-slate-600">{t.intro}</p>
      <form
        noValidate
        aria-labelledby={titleId}
        className="space-y-4"
        onSubmit={submit(async (input) => {
          setSaved(null);
          const season = await save.mutateAsync(input);
          setSaved(
            formatMessage(t.saved, {
              season: locale === 'ms' ? season.nameMs : season.name,
              from: season.effectiveFrom,
            }),
          );
        })}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t.name} error={errors.name?.message} {...form.register('name')} />
          <TextField label={t.nameMs} error={errors.nameMs?.message} {...form.register('nameMs')} />
          <TextField
            label={t.effectiveFrom}
            type="date"
            error={errors.effectiveFrom?.message}
            {...form.register('effectiveFrom')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t.bestOf}
              inputMode="numeric"
              error={errors.bestOf?.message}
              {...form.register('bestOf')}
            />
            <TextField
              label={t.windowWeeks}
              inputMode="numeric"
              error={errors.windowWeeks?.message}
              {...form.register('windowWeeks')}
            />
          </div>
        </div>
        {/* min-w-0: a fieldset is as wide as its content by default, which widened the page. */}
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-semibold text-slate-900">{t.points}</legend>
          <p className="text-xs text-slate-600">{t.pointsHint}</p>
          <ScrollRegion label={t.points} className="pb-1">
            <table className="text-sm">
              <thead>
                <tr>
                  <th scope="col" className="px-1 py-1 text-left">
                    {adminResults.rules.placement}
                  </th>
                  {labelled.map((tier) => (
                    <th key={tier.code} scope="col" className="px-1 py-1 text-left">
                      {tier.label}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="sr-only">{t.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.fields.map((field, index) => {
                  const rowErrors = errors.rows?.[index];
                  return (
                    <tr key={field.id} className="align-top">
                      <td className="w-24 min-w-20 px-1 py-1">
                        <TextField
                          label={formatMessage(t.placementLabel, { row: index + 1 })}
                          className="[&_label]:sr-only"
                          inputMode="numeric"
                          error={rowErrors?.placement?.message}
                          {...form.register(`rows.${index}.placement`)}
                        />
                      </td>
                      {labelled.map((tier) => (
                        <td key={tier.code} className="w-28 min-w-24 px-1 py-1">
                          <TextField
                            label={formatMessage(t.cellLabel, {
                              tier: tier.label,
                              placement: form.watch(`rows.${index}.placement`) || String(index + 1),
                            })}
                            className="[&_label]:sr-only"
                            inputMode="numeric"
                            error={rowErrors?.points?.[tier.code]?.message}
                            {...form.register(`rows.${index}.points.${tier.code}`)}
                          />
                        </td>
                      ))}
                      <td className="px-1 py-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={formatMessage(t.removeRow, { row: index + 1 })}
                          disabled={rows.fields.length === 1}
                          onClick={() => rows.remove(index)}
                        >
                          ✕
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          {gridError ? (
            <p role="alert" className="text-sm text-red-700">
              {gridError}
            </p>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              rows.append({
                placement: '',
                points: Object.fromEntries(tiers.map((tier) => [tier.code, ''])),
              })
            }
          >
            {t.addRow}
          </Button>
        </fieldset>
        <FormAlert message={formError} />
        <FormSuccess message={saved} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <ButtonSpinner /> : null}
          {save.isPending ? t.saving : t.save}
        </Button>
      </form>
    </section>
  );
}
