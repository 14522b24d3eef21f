import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { BilingualField } from '@/components/forms/bilingual-field';
import { ImageField, useImageChoice } from '@/components/forms/image-field';
import { TextField } from '@/components/ui/form/text-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { toDateInput } from '@/lib/calendar-day';
import { useMessages } from '@/lib/i18n';
import {
  MILESTONE_IMAGE_MESSAGES,
  saveMilestoneInputSchema,
  type Milestone,
} from '@app/shared/content';

import { useSaveMilestone } from '../api/save-milestone';

export interface MilestoneFormModalProps {
  milestone: Milestone | null;
  onClose: () => void;
  onSaved: (milestone: Milestone, created: boolean) => void;
}

/** Create/edit a milestone: date, title, description, optional picture (spec §5). */
export function MilestoneFormModal({ milestone, onClose, onSaved }: MilestoneFormModalProps) {
  const { adminContent } = useMessages();
  const t = adminContent.milestones;
  const save = useSaveMilestone();
  const image = useImageChoice(MILESTONE_IMAGE_MESSAGES);
  const form = useForm({
    resolver: zodResolver(saveMilestoneInputSchema),
    defaultValues: {
      date: toDateInput(milestone?.date),
      title: milestone?.title ?? '',
      description: milestone?.description ?? '',
      titleMs: milestone?.titleMs ?? '',
      descriptionMs: milestone?.descriptionMs ?? '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError } = useFormSubmit(form, {
    fallback: milestone ? t.updateFailed : t.createFailed,
  });

  const onSubmit = submit(async (input) => {
    if (image.error || image.isChecking) return;
    const saved = await save.mutateAsync({ id: milestone?._id, input, image: image.file });
    onSaved(saved, !milestone);
  });

  const isBusy = isSubmitting || save.isPending;

  return (
    <FormModal
      title={milestone ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={isBusy}
      error={formError}
      size="xl"
    >
      <TextField
        density="comfortable"
        type="date"
        label={t.fields.date}
        required
        className="sm:max-w-48"
        error={errors.date?.message}
        {...register('date')}
      />
      <BilingualField form={form} name="title" label={t.fields.title} required />
      <BilingualField
        form={form}
        name="description"
        label={t.fields.description}
        required
        rows={4}
      />
      <ImageField
        label={adminContent.common.image}
        currentUrl={milestone?.image ?? null}
        choice={image}
      />
    </FormModal>
  );
}
