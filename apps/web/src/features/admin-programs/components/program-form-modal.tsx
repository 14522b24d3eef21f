import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { BilingualField } from '@/components/forms/bilingual-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { toDateInput } from '@/lib/calendar-day';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import {
  PROGRAM_MAX_PARTICIPANTS,
  PROGRAM_STATUSES,
  type Program,
  type ProgramKind,
} from '@app/shared/content';
import { REFUND_RULES } from '@app/shared/payments/schemas';
import { MALAYSIAN_STATES } from '@app/shared/players/constants';
import { SKILL_LEVEL_LABELS_MS, SKILL_LEVELS } from '@app/shared/players/skill-level';
import {
  PROGRAM_MAX_AGE,
  PROGRAM_MAX_CUTOFF_DAYS,
  PROGRAM_MIN_AGE,
  saveProgramInputSchema,
} from '@app/shared/program-input';

import { useSaveProgram } from '../api/save-program';

export interface ProgramFormModalProps {
  kind: ProgramKind;
  /** The program being edited, or null to create one. */
  program: Program | null;
  onClose: () => void;
  onSaved: (program: Program, created: boolean) => void;
}

/** Create/edit a course or clinic (spec §5: every field required). */
export function ProgramFormModal({ kind, program, onClose, onSaved }: ProgramFormModalProps) {
  const { adminContent } = useMessages();
  const t = adminContent.programs;
  const k = t.kinds[kind];
  const save = useSaveProgram();
  const form = useForm({
    resolver: zodResolver(saveProgramInputSchema),
    defaultValues: {
      title: program?.title ?? '',
      description: program?.description ?? '',
      titleMs: program?.titleMs ?? '',
      descriptionMs: program?.descriptionMs ?? '',
      date: toDateInput(program?.date),
      time: program?.time ?? '',
      location: program?.location ?? '',
      coach: program?.coach ?? '',
      maxParticipants: program ? String(program.maxParticipants) : '',
      price: program ? program.price.toFixed(2) : '',
      status: program?.status ?? 'active',
      state: program?.state ?? '',
      cancelCutoffDays: String(program?.cancelCutoffDays ?? 0),
      doubles: program?.doubles ?? false,
      minAge: program?.minAge == null ? '' : String(program.minAge),
      maxAge: program?.maxAge == null ? '' : String(program.maxAge),
      minSkill: program?.minSkill ?? '',
      maxSkill: program?.maxSkill ?? '',
      refundRule: program?.refundRule?.rule ?? 'none',
      refundUntil: program?.refundRule?.until ?? '',
      refundPercent: program?.refundRule?.percent == null ? '' : String(program.refundRule.percent),
    },
  });
  const refundRule = form.watch('refundRule');
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const saveError = formatMessage(t.saveError, { item: k.item });
  const { submit, formError } = useFormSubmit(form, {
    fallback: saveError,
    network: saveError,
    wrap: (message, source) =>
      source === 'server'
        ? formatMessage(program ? t.updateFailed : t.createFailed, { item: k.item, message })
        : message,
  });

  const onSubmit = submit(async (input) => {
    const saved = await save.mutateAsync({ kind, id: program?._id, input });
    onSaved(saved, !program);
  });

  const isBusy = isSubmitting || save.isPending;
  const f = t.fields;
  const locale = useLocale();
  const levels = SKILL_LEVELS.map((value) => ({
    value,
    label: locale === 'ms' ? SKILL_LEVEL_LABELS_MS[value] : value,
  }));

  return (
    <FormModal
      title={program ? k.editTitle : k.createTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={isBusy}
      error={formError}
      size="xl"
    >
      <BilingualField form={form} name="title" label={f.title} required />
      <BilingualField form={form} name="description" label={f.description} required rows={4} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          density="comfortable"
          type="date"
          label={f.date}
          required
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          density="comfortable"
          label={f.time}
          placeholder={f.timePlaceholder}
          autoComplete="off"
          required
          error={errors.time?.message}
          {...register('time')}
        />
        <TextField
          density="comfortable"
          label={f.location}
          autoComplete="off"
          required
          error={errors.location?.message}
          {...register('location')}
        />
        <TextField
          density="comfortable"
          label={f.coach}
          autoComplete="off"
          required
          error={errors.coach?.message}
          {...register('coach')}
        />
        <TextField
          density="comfortable"
          type="number"
          inputMode="numeric"
          min={1}
          max={PROGRAM_MAX_PARTICIPANTS}
          step={1}
          label={f.maxParticipants}
          required
          error={errors.maxParticipants?.message}
          {...register('maxParticipants')}
        />
        <TextField
          density="comfortable"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          label={f.price}
          hint={f.priceHint}
          required
          error={errors.price?.message}
          {...register('price')}
        />
        <SelectField
          density="comfortable"
          label={f.status}
          required
          error={errors.status?.message}
          options={PROGRAM_STATUSES.map((value) => ({ value, label: t.statuses[value] }))}
          {...register('status')}
        />
        <SelectField
          density="comfortable"
          label={f.state}
          placeholder={f.stateNone}
          error={errors.state?.message}
          options={MALAYSIAN_STATES.map((value) => ({ value, label: value }))}
          {...register('state')}
        />
        <TextField
          density="comfortable"
          type="number"
          inputMode="numeric"
          min={0}
          max={PROGRAM_MAX_CUTOFF_DAYS}
          step={1}
          label={f.cancelCutoffDays}
          hint={f.cancelCutoffHint}
          error={errors.cancelCutoffDays?.message}
          {...register('cancelCutoffDays')}
        />
        {program ? (
          <TextField
            density="comfortable"
            label={f.enrolled}
            value={formatMessage(t.enrolledOf, {
              enrolled: program.enrolled,
              max: program.maxParticipants,
            })}
            readOnly
            aria-readonly="true"
            hint={f.enrolledHint}
            className="[&_input]:bg-slate-100 [&_input]:text-slate-600"
          />
        ) : null}
      </div>
      <fieldset className="mt-2 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">{f.rulesTitle}</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800 sm:col-span-2">
          <input type="checkbox" className="mt-0.5 size-4" {...register('doubles')} />
          {f.doubles}
        </label>
        <TextField
          density="comfortable"
          type="number"
          inputMode="numeric"
          min={PROGRAM_MIN_AGE}
          max={PROGRAM_MAX_AGE}
          label={f.minAge}
          error={errors.minAge?.message}
          {...register('minAge')}
        />
        <TextField
          density="comfortable"
          type="number"
          inputMode="numeric"
          min={PROGRAM_MIN_AGE}
          max={PROGRAM_MAX_AGE}
          label={f.maxAge}
          error={errors.maxAge?.message}
          {...register('maxAge')}
        />
        <SelectField
          density="comfortable"
          label={f.minSkill}
          placeholder={f.anyLevel}
          error={errors.minSkill?.message}
          options={levels}
          {...register('minSkill')}
        />
        <SelectField
          density="comfortable"
          label={f.maxSkill}
          placeholder={f.anyLevel}
          error={errors.maxSkill?.message}
          options={levels}
          {...register('maxSkill')}
        />
      </fieldset>
      <fieldset className="mt-2 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">{f.refundTitle}</legend>
        <p className="text-xs text-slate-600 sm:col-span-2">{f.refundHint}</p>
        <SelectField
          density="comfortable"
          label={f.refundRule}
          error={errors.refundRule?.message}
          options={REFUND_RULES.map((value) => ({ value, label: f.refundRules[value] }))}
          {...register('refundRule')}
        />
        {refundRule === 'until' ? (
          <TextField
            density="comfortable"
            type="date"
            label={f.refundUntil}
            required
            error={errors.refundUntil?.message}
            {...register('refundUntil')}
          />
        ) : null}
        {refundRule === 'percentage' ? (
          <TextField
            density="comfortable"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            label={f.refundPercent}
            required
            error={errors.refundPercent?.message}
            {...register('refundPercent')}
          />
        ) : null}
      </fieldset>
    </FormModal>
  );
}
