import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { errorText } from '@/lib/error-text';
import { formSchema } from '@/lib/form-schema';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import {
  RETENTION_DAY_LIMITS,
  RETENTION_RUN_EVERY_HOURS,
  retentionDaysInputSchema,
  type RetentionRule,
  type RetentionRun,
} from '@app/shared/privacy';

import {
  useConfirmRetention,
  useDiscardRetention,
  usePreviewRetention,
  useSetRetentionDays,
  useStopStanding,
} from '../api/retention';
import { formatInstantDay } from '../utils/format';

/** The shared schema over the days typed, within the rule's own limits. */
function daysFormSchema(limits: { min: number; max: number }, outOfRange: string) {
  return formSchema(retentionDaysInputSchema, (values: { days: string }, { invalid }) => {
    const days = Number(values.days);
    if (!Number.isInteger(days) || days < limits.min || days > limits.max)
      invalid('days', outOfRange);
    return { days };
  });
}

const inputClass =
  'w-24 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** What a preview found, and the one button that deletes exactly that. */
function PreviewPanel({
  run,
  standing,
  onDone,
}: {
  run: RetentionRun;
  standing: boolean;
  onDone: (text: string, ok: boolean) => void;
}) {
  const { privacy, common } = useMessages();
  const t = privacy.retention;
  const confirm = useConfirmRetention();
  const discard = useDiscardRetention();
  const [makeStanding, setMakeStanding] = useState(standing);
  const checkboxId = useId();
  const headingId = useId();
  const failed = (error: unknown) =>
    formatMessage(t.failed, {
      message: errorText(error, { fallback: t.unknownError, network: common.networkError }),
    });
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h4 id={headingId} className="font-semibold text-amber-950">
        {formatMessage(run.count === 1 ? t.wouldDeleteOne : t.wouldDelete, {
          count: String(run.count),
          date: formatInstantDay(run.cutoff),
        })}
      </h4>
      {run.sample.length > 0 ? (
        <>
          <p className="text-xs text-amber-900">
            {formatMessage(t.sampleIntro, { shown: String(run.sample.length) })}
          </p>
          <ul className="space-y-1 text-sm text-slate-800">
            {run.sample.map((row) => (
              <li key={row.id} className="flex flex-wrap justify-between gap-x-4">
                <span>{row.label}</span>
                <span className="text-slate-600">{formatInstantDay(row.at)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {run.count > 0 ? (
        <label htmlFor={checkboxId} className="flex items-start gap-2 text-sm text-slate-800">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            checked={makeStanding}
            onChange={(e) => setMakeStanding(e.target.checked)}
          />
          <span>{t.makeStanding}</span>
        </label>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {run.count > 0 ? (
          <Button
            variant="danger"
            disabled={confirm.isPending || discard.isPending}
            onClick={() =>
              confirm.mutate(
                { runId: run._id, standing: makeStanding },
                {
                  onSuccess: (done) =>
                    onDone(formatMessage(t.deleted, { count: String(done.deleted ?? 0) }), true),
                  onError: (error) => onDone(failed(error), false),
                },
              )
            }
          >
            {confirm.isPending
              ? t.deleting
              : formatMessage(t.confirm, { count: String(run.count) })}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          disabled={confirm.isPending || discard.isPending}
          onClick={() =>
            discard.mutate(run._id, {
              onSuccess: () => onDone(t.discarded, true),
              onError: (error) => onDone(failed(error), false),
            })
          }
        >
          {run.count > 0 ? t.discard : t.close}
        </Button>
      </div>
    </section>
  );
}

/** One retention rule: its days, whether it stands, its last run, and preview → confirm. */
export function RetentionRuleCard({
  rule,
  onNotice,
}: {
  rule: RetentionRule;
  onNotice: (text: string, ok: boolean) => void;
}) {
  const { privacy, common } = useMessages();
  const t = privacy.retention;
  const texts = t.rules[rule.key];
  const limits = RETENTION_DAY_LIMITS[rule.key];
  const ids = { days: useId(), hint: useId(), title: useId() };
  const range = formatMessage(t.daysRange, { min: String(limits.min), max: String(limits.max) });
  const save = useSetRetentionDays();
  const stop = useStopStanding();
  const preview = usePreviewRetention();
  const [run, setRun] = useState<RetentionRun | null>(null);
  const schema = useMemo(() => daysFormSchema(limits, range), [limits, range]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { days: String(rule.days) },
  });
  const { submit, formError } = useFormSubmit(form, {
    fallback: t.unknownError,
    wrap: (message) => formatMessage(t.failed, { message }),
  });

  const onSubmit = submit(async ({ days }) => {
    await save.mutateAsync({ rule: rule.key, days });
    setRun(null);
    onNotice(formatMessage(t.saved, { name: texts.title, days: String(days) }), true);
  });

  const last = rule.lastRun;
  return (
    <article
      aria-labelledby={ids.title}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={ids.title} className="text-base font-semibold text-slate-900">
        {texts.title}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{texts.description}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4">
        <label htmlFor={ids.days} className="block text-sm font-medium text-slate-900">
          {texts.daysLabel}
        </label>
        {/* The field and its button on one line, whatever the label's length. */}
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <input
            id={ids.days}
            aria-describedby={ids.hint}
            inputMode="numeric"
            className={inputClass}
            {...form.register('days')}
          />
          <Button type="submit" variant="outline" disabled={save.isPending}>
            {save.isPending ? t.saving : t.save}
          </Button>
        </div>
        <p id={ids.hint} className="mt-1 text-xs text-slate-500">
          {range}
        </p>
      </form>
      <FormAlert message={form.formState.errors.days?.message ?? formError} />
      <div className="mt-4 space-y-1 text-sm text-slate-700">
        <p>
          {rule.standing
            ? rule.confirmedAt
              ? formatMessage(t.standingSince, {
                  date: formatInstantDay(rule.confirmedAt),
                  hours: RETENTION_RUN_EVERY_HOURS,
                })
              : formatMessage(t.standingDefault, { hours: RETENTION_RUN_EVERY_HOURS })
            : t.notStanding}
        </p>
        <p>
          {last?.status === 'done'
            ? formatMessage(last.bySchedule ? t.lastRunSchedule : t.lastRunStaff, {
                date: formatInstantDay(last.doneAt ?? last.createdAt),
                count: String(last.deleted ?? 0),
              })
            : t.neverRun}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          disabled={preview.isPending || run !== null}
          onClick={() =>
            preview.mutate(rule.key, {
              onSuccess: setRun,
              onError: (error) =>
                onNotice(
                  formatMessage(t.failed, {
                    message: errorText(error, {
                      fallback: t.unknownError,
                      network: common.networkError,
                    }),
                  }),
                  false,
                ),
            })
          }
        >
          {preview.isPending ? t.previewing : t.preview}
        </Button>
        {rule.standing ? (
          <Button
            variant="ghost"
            disabled={stop.isPending}
            onClick={() =>
              stop.mutate(rule.key, {
                onSuccess: () => onNotice(formatMessage(t.stopped, { name: texts.title }), true),
              })
            }
          >
            {t.stopStanding}
          </Button>
        ) : null}
      </div>
      {run ? (
        <PreviewPanel
          run={run}
          standing={rule.standing}
          onDone={(text, ok) => {
            setRun(null);
            onNotice(text, ok);
          }}
        />
      ) : null}
    </article>
  );
}
