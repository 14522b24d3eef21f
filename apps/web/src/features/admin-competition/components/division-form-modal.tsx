import { useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import {
  AGE_GROUP_LABELS,
  AGE_GROUPS,
  DISCIPLINE_LABELS,
  DISCIPLINES,
} from '@app/shared/competition/categories';
import { divisionInputSchema, type Division } from '@app/shared/competition/setup';
import { SKILL_LEVEL_LABELS_MS, SKILL_LEVELS } from '@app/shared/players/skill-level';

import { useSaveDivision } from '../api/save-division';
import { applyIssues } from '../utils/apply-issues';

const FIELDS = [
  'discipline',
  'ageGroup',
  'minSkill',
  'maxSkill',
  'minDupr',
  'maxDupr',
  'cap',
  'feeSen',
] as const;
type BandKind = 'none' | 'skill' | 'dupr';

const num = (value: string) => (value.trim() === '' ? null : Number(value));

export interface DivisionFormModalProps {
  tournamentId: string;
  /** The division being edited, or null to add one. */
  division: Division | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a division: discipline, age group, skill band (levels or DUPR), cap and fee. */
export function DivisionFormModal({
  tournamentId,
  division,
  onClose,
  onSaved,
}: DivisionFormModalProps) {
  const t = useMessages().adminTournaments.competition.divisions;
  const f = t.fields;
  const locale = useLocale();
  const save = useSaveDivision();
  const d = division;
  const form = useForm({
    defaultValues: {
      discipline: d?.discipline ?? 'mixed_doubles',
      ageGroup: d?.ageGroup ?? 'open',
      bandKind: (d?.minDupr != null || d?.maxDupr != null
        ? 'dupr'
        : d?.minSkill || d?.maxSkill
          ? 'skill'
          : 'none') as BandKind,
      minSkill: d?.minSkill ?? '',
      maxSkill: d?.maxSkill ?? '',
      minDupr: d?.minDupr == null ? '' : String(d.minDupr),
      maxDupr: d?.maxDupr == null ? '' : String(d.maxDupr),
      cap: d ? String(d.cap) : '',
      feeSen: d ? (d.feeSen / 100).toFixed(2) : '0.00',
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const bandKind = form.watch('bandKind');
  const { submit, formError } = useFormSubmit(form, {
    fallback: formatMessage(t.saveFailed, { message: '' }),
    wrap: (message) => formatMessage(t.saveFailed, { message }),
    fields: FIELDS,
  });

  const onSubmit = submit(async (v) => {
    const fee = num(v.feeSen);
    const input = {
      discipline: v.discipline,
      ageGroup: v.ageGroup,
      minSkill: v.bandKind === 'skill' && v.minSkill ? v.minSkill : null,
      maxSkill: v.bandKind === 'skill' && v.maxSkill ? v.maxSkill : null,
      minDupr: v.bandKind === 'dupr' ? num(v.minDupr) : null,
      maxDupr: v.bandKind === 'dupr' ? num(v.maxDupr) : null,
      cap: num(v.cap),
      feeSen: fee === null ? null : Math.round(fee * 100),
    };
    const checked = divisionInputSchema.safeParse(input);
    if (!checked.success) {
      applyIssues(checked.error, form.setError, FIELDS);
      return;
    }
    await save.mutateAsync({ tournamentId, id: division?.id, input: checked.data });
    onSaved();
  });

  const levels = [
    { value: '', label: f.anyLevel },
    ...SKILL_LEVELS.map((value) => ({
      value,
      label: locale === 'ms' ? SKILL_LEVEL_LABELS_MS[value] : value,
    })),
  ];
  return (
    <FormModal
      title={division ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={formState.isSubmitting || save.isPending}
      error={formError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={f.discipline}
          error={errors.discipline?.message}
          options={DISCIPLINES.map((value) => ({
            value,
            label: DISCIPLINE_LABELS[value][locale],
          }))}
          {...register('discipline')}
        />
        <SelectField
          label={f.ageGroup}
          error={errors.ageGroup?.message}
          options={AGE_GROUPS.map((value) => ({ value, label: AGE_GROUP_LABELS[value][locale] }))}
          {...register('ageGroup')}
        />
        <SelectField
          label={f.bandKind}
          options={(['none', 'skill', 'dupr'] as const).map((value) => ({
            value,
            label: f.bandKinds[value],
          }))}
          {...register('bandKind')}
        />
        <span aria-hidden className="hidden sm:block" />
        {bandKind === 'skill' ? (
          <>
            <SelectField
              label={f.minSkill}
              error={errors.minSkill?.message}
              options={levels}
              {...register('minSkill')}
            />
            <SelectField
              label={f.maxSkill}
              error={errors.maxSkill?.message}
              options={levels}
              {...register('maxSkill')}
            />
          </>
        ) : null}
        {bandKind === 'dupr' ? (
          <>
            <TextField
              type="number"
              inputMode="decimal"
              min={0}
              max={8}
              step={0.001}
              label={f.minDupr}
              error={errors.minDupr?.message}
              {...register('minDupr')}
            />
            <TextField
              type="number"
              inputMode="decimal"
              min={0}
              max={8}
              step={0.001}
              label={f.maxDupr}
              error={errors.maxDupr?.message}
              {...register('maxDupr')}
            />
          </>
        ) : null}
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          label={f.cap}
          error={errors.cap?.message}
          {...register('cap')}
        />
        <TextField
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          label={f.fee}
          hint={f.feeHint}
          error={errors.feeSen?.message}
          {...register('feeSen')}
        />
      </div>
    </FormModal>
  );
}
