import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { ResultsInput, ResultsPublished } from '@app/shared/competition/results';
import type { Division } from '@app/shared/competition/setup';

import { usePublishTypedResults } from '../api/division-results';
import { rowErrorsOf, type RowError } from '../utils/row-errors';
import { emptyRow, typedResultsSchema, type TypedResultsValues } from '../utils/typed-results';

import { MatchRows } from './match-rows';
import { PublishedSummary } from './publish-summary';
import { RowErrorsList } from './row-errors-list';

/**
 * Results typed on screen: placement and member IDs per row, and optionally the matches (round,
 * sides, scores, winner), published like a file (every refused row or match listed by its number;
 * nothing saved until all are clean).
 */
export function ResultsEditor({ division }: { division: Division }) {
  const { adminResults, common } = useMessages();
  const t = adminResults.editor;
  const titleId = useId();
  const publish = usePublishTypedResults(division.tournamentId);
  const doubles = division.discipline.endsWith('doubles');
  const schema = useMemo(() => typedResultsSchema(t, doubles ? 2 : 1), [t, doubles]);
  const form = useForm<TypedResultsValues, unknown, ResultsInput>({
    resolver: zodResolver(schema),
    defaultValues: { rows: [emptyRow(1), emptyRow(2)], matches: [] },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const [rowErrors, setRowErrors] = useState<RowError[] | null>(null);
  const [published, setPublished] = useState<ResultsPublished | null>(null);
  const [pending, setPending] = useState<ResultsInput | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const { submit, formError } = useFormSubmit(form, { fallback: t.failed, fields: [] });

  const send = async (input: ResultsInput) => {
    setRowErrors(null);
    setPublished(null);
    try {
      setPublished(await publish.mutateAsync({ divisionId: division.id, input }));
    } catch (error) {
      setRowErrors(rowErrorsOf(error));
      throw error;
    }
  };

  const confirmReplace = async () => {
    if (!pending) return;
    setConfirmError(null);
    try {
      await send(pending);
      setPending(null);
    } catch (error) {
      if (rowErrorsOf(error)) setPending(null);
      else setConfirmError(errorText(error, { fallback: t.failed, network: common.networkError }));
    }
  };

  const errors = form.formState.errors.rows;
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {t.title}
      </h3>
      <p className="text-sm text-slate-600">{t.intro}</p>
      <form
        noValidate
        aria-labelledby={titleId}
        className="space-y-3"
        onSubmit={submit(async (input) => {
          if (division.resultsPublished) {
            setConfirmError(null);
            setPending(input);
            return;
          }
          await send(input);
        })}
      >
        <ol className="space-y-3">
          {rows.fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-[5rem_1fr_auto] items-start gap-2">
              <TextField
                label={formatMessage(t.placement, { row: index + 1 })}
                inputMode="numeric"
                autoComplete="off"
                error={errors?.[index]?.placement?.message}
                {...form.register(`rows.${index}.placement`)}
              />
              <TextField
                label={formatMessage(t.memberIds, { row: index + 1 })}
                autoComplete="off"
                placeholder={doubles ? t.placeholderDoubles : t.placeholderSingles}
                error={errors?.[index]?.memberIds?.message}
                {...form.register(`rows.${index}.memberIds`)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-6"
                aria-label={formatMessage(t.removeRow, { row: index + 1 })}
                disabled={rows.fields.length === 1}
                onClick={() => rows.remove(index)}
              >
                ✕
              </Button>
            </li>
          ))}
        </ol>
        {(errors?.root?.message ?? errors?.message) ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.root?.message ?? errors.message}
          </p>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          onClick={() => rows.append(emptyRow(rows.fields.length + 1))}
        >
          {t.addRow}
        </Button>
        <MatchRows form={form} doubles={doubles} />
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
          <Button type="submit" disabled={publish.isPending}>
            {publish.isPending ? <ButtonSpinner /> : null}
            {publish.isPending ? adminResults.upload.publishing : adminResults.upload.publish}
          </Button>
        </div>
        {rowErrors ? <RowErrorsList errors={rowErrors} typed /> : <FormAlert message={formError} />}
        {published ? <PublishedSummary published={published} /> : null}
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={adminResults.upload.replaceDialog.title}
        confirmLabel={adminResults.upload.replaceDialog.confirm}
        pendingLabel={adminResults.upload.publishing}
        isPending={publish.isPending}
        error={confirmError}
        onConfirm={() => void confirmReplace()}
        onCancel={() => setPending(null)}
      >
        <p>{adminResults.upload.replaceDialog.body}</p>
      </ConfirmDialog>
    </section>
  );
}
