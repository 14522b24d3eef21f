import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { ResultsInput } from '@app/shared/competition/results';

import { emptyMatch, type TypedResultsValues } from '../utils/typed-results';

/**
 * The on-screen editor's optional matches, as the CSV's match list has them: round, the two
 * sides by member ID, the scores and the winning side. None to start with.
 */
export function MatchRows({
  form,
  doubles,
}: {
  form: UseFormReturn<TypedResultsValues, unknown, ResultsInput>;
  doubles: boolean;
}) {
  const t = useMessages().adminResults.editor;
  const hintId = useId();
  const matches = useFieldArray({ control: form.control, name: 'matches' });
  const errors = form.formState.errors.matches;
  const placeholder = doubles ? t.placeholderDoubles : t.placeholderSingles;
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className="mt-2 text-sm font-semibold text-slate-900">{t.matchesTitle}</legend>
      <p id={hintId} className="text-xs text-slate-600">
        {t.matchesIntro}
      </p>
      {matches.fields.length > 0 ? (
        <ol className="space-y-3">
          {matches.fields.map((field, index) => {
            const row = index + 1;
            const e = errors?.[index];
            const label = (text: string) => formatMessage(text, { row });
            return (
              <li
                key={field.id}
                // One line on a wide screen (labels kept to two lines, so the inputs line up in both
                // languages); a card of two columns below.
                className="grid grid-cols-2 items-start gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 xl:grid-cols-[10rem_1fr_1fr_10rem_10rem_auto] xl:bg-transparent xl:p-0 xl:ring-0 xl:[&_label]:min-h-10"
              >
                <TextField
                  label={label(t.round)}
                  autoComplete="off"
                  placeholder={t.roundPlaceholder}
                  error={e?.round?.message}
                  className="col-span-2 xl:col-span-1"
                  {...form.register(`matches.${index}.round`)}
                />
                <TextField
                  label={label(t.sideA)}
                  autoComplete="off"
                  placeholder={placeholder}
                  error={e?.sideA?.message}
                  className="col-span-2 md:col-span-1"
                  {...form.register(`matches.${index}.sideA`)}
                />
                <TextField
                  label={label(t.sideB)}
                  autoComplete="off"
                  placeholder={placeholder}
                  error={e?.sideB?.message}
                  className="col-span-2 md:col-span-1"
                  {...form.register(`matches.${index}.sideB`)}
                />
                <TextField
                  label={label(t.scores)}
                  autoComplete="off"
                  placeholder={t.scoresPlaceholder}
                  error={e?.scores?.message}
                  {...form.register(`matches.${index}.scores`)}
                />
                <SelectField
                  label={label(t.winner)}
                  placeholder={t.winnerPlaceholder}
                  options={[
                    { value: 'a', label: t.winnerA },
                    { value: 'b', label: t.winnerB },
                  ]}
                  error={e?.winner?.message}
                  {...form.register(`matches.${index}.winner`)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="col-span-2 justify-self-end xl:col-span-1 xl:mt-[2.875rem]"
                  aria-label={label(t.removeMatch)}
                  onClick={() => matches.remove(index)}
                >
                  ✕
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => matches.append(emptyMatch())}>
        {t.addMatch}
      </Button>
    </fieldset>
  );
}
