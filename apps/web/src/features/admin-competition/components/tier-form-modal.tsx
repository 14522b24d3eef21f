import { useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { TextField } from '@/components/ui/form/text-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import {
  createTierInputSchema,
  updateTierInputSchema,
  type Tier,
} from '@app/shared/competition/setup';

import { useSaveTier } from '../api/save-tier';
import { applyIssues } from '../utils/apply-issues';

const FIELDS = ['code', 'name', 'nameMs', 'sortOrder', 'active'] as const;

export interface TierFormModalProps {
  /** The tier being edited, or null to add one. */
  tier: Tier | null;
  onClose: () => void;
  onSaved: (tier: Tier, created: boolean) => void;
}

/**
 * Add or edit a sanctioning tier: its code (set once), English and Malay names, order and
 * whether it can be chosen. Checked with the server's own schema before sending.
 */
export function TierFormModal({ tier, onClose, onSaved }: TierFormModalProps) {
  const t = useMessages().adminTournaments.competition.tiers;
  const f = t.fields;
  const save = useSaveTier();
  const form = useForm({
    defaultValues: {
      code: tier?.code ?? '',
      name: tier?.name ?? '',
      nameMs: tier?.nameMs ?? '',
      sortOrder: tier ? String(tier.sortOrder) : '',
      active: tier?.active ?? true,
    },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const { submit, formError } = useFormSubmit(form, {
    fallback: formatMessage(t.saveFailed, { message: '' }),
    wrap: (message) => formatMessage(t.saveFailed, { message }),
    fields: FIELDS,
  });

  const onSubmit = submit(async (v) => {
    const sortOrder = v.sortOrder.trim() === '' ? 0 : Number(v.sortOrder);
    const fields = { name: v.name, nameMs: v.nameMs, sortOrder, active: v.active };
    if (tier) {
      const checked = updateTierInputSchema.safeParse(fields);
      if (!checked.success) return applyIssues(checked.error, form.setError, FIELDS);
      onSaved(await save.mutateAsync({ code: tier.code, input: checked.data }), false);
      return;
    }
    const checked = createTierInputSchema.safeParse({ code: v.code, ...fields });
    if (!checked.success) return applyIssues(checked.error, form.setError, FIELDS);
    onSaved(await save.mutateAsync({ input: checked.data }), true);
  });

  return (
    <FormModal
      title={tier ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={formState.isSubmitting || save.isPending}
      error={formError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={f.code}
          hint={tier ? undefined : f.codeHint}
          autoComplete="off"
          spellCheck={false}
          readOnly={tier !== null}
          error={errors.code?.message}
          className="sm:col-span-2"
          {...register('code')}
        />
        <TextField label={f.name} error={errors.name?.message} {...register('name')} />
        <TextField label={f.nameMs} error={errors.nameMs?.message} {...register('nameMs')} />
        <TextField
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          step={1}
          label={f.sortOrder}
          error={errors.sortOrder?.message}
          {...register('sortOrder')}
        />
        <label className="flex items-start gap-2 self-end pb-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 size-4" {...register('active')} />
          {f.active}
        </label>
      </div>
    </FormModal>
  );
}
