import { useId, useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { ButtonSpinner } from '@/components/ui/spinner';
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

/**
 * A results file: chosen (a .csv of at most 2 MB), checked by the server (every refused row
 * listed, nothing saved), then published once clean. Publishing over published results replaces
 * them (a correction) after a confirmation.
 */
export function ResultsUpload({ division }: { division: Division }) {
  const { adminResults, common } = useMessages();
  const t = adminResults.upload;
  const inputId = useId();
  const hintId = useId();
  const validate = useValidateResults();
  const publish = usePublishResults(division.tournamentId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [check, setCheck] = useState<ResultsCheck | null>(null);
  const [published, setPublished] = useState<ResultsPublished | null>(null);
  const [confirming, setConfirming] = useState(false);

  const reset = () => {
    setRowErrors(null);
    setFailure(null);
    setCheck(null);
    setPublished(null);
  };
  const failed = (error: unknown) => {
    const rows = rowErrorsOf(error);
    setRowErrors(rows);
    setFailure(
      rows ? null : errorText(error, { fallback: t.failed, network: common.networkError }),
    );
  };

  const choose = (chosen: File | undefined) => {
    reset();
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    if (!isCsv(chosen)) setFileError(t.notCsv);
    else if (chosen.size > MAX_RESULTS_FILE_BYTES) setFileError(t.tooLarge);
    else if (chosen.size === 0) setFileError(t.emptyFile);
    else setFile(chosen);
  };

  const runCheck = async () => {
    if (!file) return setFileError(t.chooseFirst);
    reset();
    try {
      setCheck(await validate.mutateAsync({ divisionId: division.id, file }));
    } catch (error) {
      failed(error);
    }
  };

  const runPublish = async () => {
    if (!file) return;
    setFailure(null);
    try {
      const done = await publish.mutateAsync({ divisionId: division.id, file });
      setConfirming(false);
      setCheck(null);
      setPublished(done);
    } catch (error) {
      setConfirming(false);
      setCheck(null);
      failed(error);
    }
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={`${inputId}-title`} className="text-base font-semibold text-slate-900">
        {t.title}
      </h3>
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {t.fileLabel}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          aria-invalid={fileError ? true : undefined}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <p id={hintId} className="text-xs text-slate-600">
          {t.fileHint}
        </p>
        {fileError ? (
          <p role="alert" className="text-sm text-red-700">
            {fileError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void runCheck()} disabled={validate.isPending}>
          {validate.isPending ? <ButtonSpinner /> : null}
          {validate.isPending ? t.checking : t.check}
        </Button>
        {check ? (
          <Button
            onClick={() => (division.resultsPublished ? setConfirming(true) : void runPublish())}
            disabled={publish.isPending}
          >
            {publish.isPending ? <ButtonSpinner /> : null}
            {publish.isPending ? t.publishing : t.publish}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">
        {division.resultsPublished ? t.correctionNote : t.nothingSaved}
      </p>
      {rowErrors ? <RowErrorsList errors={rowErrors} /> : null}
      <FormAlert message={failure} />
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
