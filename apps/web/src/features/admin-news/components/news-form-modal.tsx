import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { BilingualField } from '@/components/forms/bilingual-field';
import { ImageField, useImageChoice } from '@/components/forms/image-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { todayInput, toDateInput } from '@/lib/calendar-day';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { NEWS_IMAGE_MESSAGES } from '@app/shared/content';
import {
  DEFAULT_NEWS_CATEGORY,
  NEWS_CATEGORIES,
  newsImageUrl,
  saveNewsInputSchema,
  type News,
} from '@app/shared/news';

import { useSaveNews } from '../api/save-news';

export interface NewsFormModalProps {
  news: News | null;
  onClose: () => void;
  onSaved: (news: News, created: boolean) => void;
}

const categoryOf = (news: News | null) =>
  NEWS_CATEGORIES.find((c) => c.toLowerCase() === news?.category.toLowerCase()) ??
  DEFAULT_NEWS_CATEGORY;

/** Create/edit a news article (spec §5): title, publish date, content required. */
export function NewsFormModal({ news, onClose, onSaved }: NewsFormModalProps) {
  const { adminContent } = useMessages();
  const t = adminContent.news;
  const save = useSaveNews();
  const image = useImageChoice(NEWS_IMAGE_MESSAGES);
  const form = useForm({
    resolver: zodResolver(saveNewsInputSchema),
    defaultValues: {
      title: news?.title ?? '',
      publishDate: news ? toDateInput(news.publishDate) : todayInput(),
      category: categoryOf(news),
      summary: news?.summary ?? '',
      content: news?.content ?? '',
      titleMs: news?.titleMs ?? '',
      summaryMs: news?.summaryMs ?? '',
      contentMs: news?.contentMs ?? '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError } = useFormSubmit(form, {
    fallback: adminContent.common.unknownError,
    wrap: (message) => formatMessage(t.saveFailed, { message }),
  });

  const onSubmit = submit(async (input) => {
    if (image.error || image.isChecking) return;
    const saved = await save.mutateAsync({ newsId: news?.newsId, input, image: image.file });
    onSaved(saved, !news);
  });

  const isBusy = isSubmitting || save.isPending;

  return (
    <FormModal
      title={news ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={isBusy}
      error={formError}
      size="xl"
    >
      <BilingualField form={form} name="title" label={t.fields.title} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          density="comfortable"
          type="date"
          label={t.fields.publishDate}
          required
          error={errors.publishDate?.message}
          {...register('publishDate')}
        />
        <SelectField
          density="comfortable"
          label={t.fields.category}
          required
          error={errors.category?.message}
          options={NEWS_CATEGORIES.map((value) => ({ value, label: t.categories[value] }))}
          {...register('category')}
        />
      </div>
      <BilingualField
        form={form}
        name="summary"
        label={t.fields.summary}
        rows={2}
        hint={t.fields.summaryHint}
      />
      <BilingualField form={form} name="content" label={t.fields.content} required rows={8} />
      <ImageField
        label={adminContent.common.image}
        currentUrl={news ? newsImageUrl(news) : null}
        choice={image}
      />
    </FormModal>
  );
}
