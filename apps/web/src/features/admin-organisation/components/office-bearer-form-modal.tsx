import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { BilingualField } from '@/components/forms/bilingual-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useMessages } from '@/lib/i18n';
import {
  OFFICE_BEARER_GROUPS,
  saveOfficeBearerInputSchema,
  type OfficeBearer,
  type SaveOfficeBearerFormValues,
  type SaveOfficeBearerInput,
} from '@app/shared/organisation';

import { useSaveOfficeBearer } from '../api/save-office-bearer';

export interface OfficeBearerFormModalProps {
  bearer: OfficeBearer | null;
  onClose: () => void;
  onSaved: (bearer: OfficeBearer, created: boolean) => void;
}

/** Add or edit an office-bearer: group, role (both languages), name and order in the group. */
export function OfficeBearerFormModal({ bearer, onClose, onSaved }: OfficeBearerFormModalProps) {
  const { adminContent } = useMessages();
  const t = adminContent.officeBearers;
  const save = useSaveOfficeBearer();
  const form = useForm<SaveOfficeBearerFormValues, unknown, SaveOfficeBearerInput>({
    resolver: zodResolver(saveOfficeBearerInputSchema),
    defaultValues: {
      group: bearer?.group ?? ('' as SaveOfficeBearerFormValues['group']),
      role: bearer?.role ?? '',
      roleMs: bearer?.roleMs ?? '',
      name: bearer?.name ?? '',
      order: bearer ? String(bearer.order) : '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError } = useFormSubmit(form, {
    fallback: bearer ? t.updateFailed : t.createFailed,
  });

  const onSubmit = submit(async (input) => {
    const saved = await save.mutateAsync({ id: bearer?._id, input });
    onSaved(saved, !bearer);
  });

  return (
    <FormModal
      title={bearer ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={isSubmitting || save.isPending}
      error={formError}
      size="xl"
    >
      <SelectField
        density="comfortable"
        label={t.fields.group}
        placeholder={t.fields.groupPlaceholder}
        required
        error={errors.group?.message}
        options={OFFICE_BEARER_GROUPS.map((value) => ({ value, label: t.groups[value] }))}
        {...register('group')}
      />
      <BilingualField form={form} name="role" label={t.fields.role} required />
      <TextField
        density="comfortable"
        label={t.fields.name}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        density="comfortable"
        type="number"
        inputMode="numeric"
        min={0}
        max={999}
        label={t.fields.order}
        hint={t.fields.orderHint}
        className="sm:max-w-48"
        error={errors.order?.message}
        {...register('order')}
      />
    </FormModal>
  );
}
