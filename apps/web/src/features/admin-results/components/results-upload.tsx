import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form/form-field';
import { FormAlert } from '@/components/ui/form/form-messages';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';
import {
  MAX_RESULTS_FILE_BYTES,
  type ResultsCheck,
  type ResultsPublished,
} from '@app/shared/competition/results';
import type { Division } from '@app/shared/competition/setup';

import { usePublishResults, useValidateResults } from '../api/division-results';
import { rowErrorsOf, type RowError } from '../utils/row-errors';

import { CheckSummary, PublishedSummary } from './publish-summary';
import { RowErrorsList } from './row-errors-list';

const isCsv = (file: File) =>
  /\.csv$/i.test(file.name) &&
  ['', 'text/csv', 'application/vnd.ms-excel', 'text/plain'].includes(file.type);

interface UploadTexts {
  notCsv: string;
  tooLarge: string;
  emptyFile: string;
  chooseFirst: string;
}

/** Why a chosen file cannot be sent, or null. */
function refusal(file: File, t: UploadTexts): string | null {
  if (!isCsv(file)) return t.notCsv;
  if (file.size > MAX_RESULTS_FILE_BYTES) return t.tooLarge;
  if (file.size === 0) return t.emptyFile;
  return null;
}

/** The form holds the chosen file; a refused one is never kept (its reason shows instead). */
const uploadSchema = (t: UploadTexts) =>
  z.object({
    file: z
      .custom<File | null>()
      .refine((file) => file instanceof File, t.chooseFirst)
      .transform((file) => file as File),
  });

/**
 * A results file: chosen (a .csv of at most 2 MB), checked by the server (every refused row
 * listed, nothing saved), then published once clean. Publishing over published results replaces
 * them (a correction) after a confirmation. Choosing and checking is a form (Enter checks).
 */
export function ResultsUpload({ division }: { division: Division }) {
  const { adminResults, common } = useMessages();
  const t = adminResults.upload;
  const titleId = useId();
  const validate = useValidateResults();
  const publish = usePublishResults(division.tournamentId);
  const schema = useMemo(() => uploadSchema(t), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { file: null } });
  const { submit, formError, setFormError } = useFormSubmit(form, { fallback: t.failed });
  const [rowErrors, setRowErrors] = useState<RowError[] | null>(null);
  const [check, setCheck] = useState<ResultsCheck | null>(null);
  const [published, setPublished] = useState<ResultsPublished | null>(null);
  const [confirming, setConfirming] = useState(false);
  const file = form.watch('file');
  const fileError = form.formState.errors.file?.message;

  const reset = () => {
    setRowErrors(null);
    setFormError(null);
    setCheck(null);
    setPublished(null);
  };
  /** Refused rows are listed; any other failure is thrown to the form's message. */
  const listRows = (error: unknown) => {
    const rows = rowErrorsOf(error);
    if (!rows) throw error;
    setRowErrors(rows);
  };

  const choose = (chosen: File | undefined, keep: (file: File | null) => void) => {
    reset();
    const reason = chosen ? refusal(chosen, t) : null;
    keep(chosen && !reason ? chosen : null);
    if (reason) form.setError('file', { message: reason });
    else form.clearErrors('file');
  };

  const runCheck = submit(async (values) => {
    reset();
    try {
      setCheck(await validate.mutateAsync({ divisionId: division.id, file: values.file }));
    } catch (error) {
      listRows(error);
    }
  });

  const runPublish = async () => {
    if (!file) return;
    setFormError(null);
    try {
      const done = await publish.mutateAsync({ divisionId: division.id, file });
      setPublished(done);
    } catch (error) {
      const rows = rowErrorsOf(error);
      setRowErrors(rows);
      if (!rows)
        setFormError(errorText(error, { fallback: t.failed, network: common.networkError }));
    } finally {
      setConfirming(false);
      setCheck(null);
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {t.title}
      </h3>
      <form noValidate onSubmit={runCheck} className="space-y-3">
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <FormField label={t.fileLabel} hint={t.fileHint} error={fileError}>
              {(control) => (
                <input
                  {...control}
                  ref={field.ref}
                  name={field.name}
                  type="file"
                  accept=".csv,text/csv"
                  className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
                  onBlur={field.onBlur}
                  onChange={(event) => choose(event.target.files?.[0], field.onChange)}
                />
              )}
            </FormField>
          )}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" disabled={validate.isPending}>
            {validate.isPending ? <ButtonSpinner /> : null}
            {validate.isPending ? t.checking : t.check}
          </Button>
          {check ? (
            <Button
              type="button"
              onClick={() => (division.resultsPublished ? setConfirming(true) : void runPublish())}
              disabled={publish.isPending}
            >
              {publish.isPending ? <ButtonSpinner /> : null}
              {publish.isPending ? t.publishing : t.publish}
            </Button>
          ) : null}
        </div>
      </form>
      <p className="text-xs text-slate-600">
        {division.resultsPublished ? t.correctionNote : t.nothingSaved}
      </p>
      {rowErrors ? <RowErrorsList errors={rowErrors} /> : null}
      <FormAlert message={formError} />
      {check ? <CheckSummary check={check} /> : null}
      {published ? <PublishedSummary published={published} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t.replaceDialog.title}
        confirmLabel={t.replaceDialog.confirm}
        pendingLabel={t.publishing}
        isPending={publish.isPending}
        error={null}
        onConfirm={() => void runPublish()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t.replaceDialog.body}</p>
      </ConfirmDialog>
    </section>
  );
}
