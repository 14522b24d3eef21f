import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useMessages } from '@/lib/i18n';
import {
  checkPostImages,
  isHttpUrl,
  POST_CONTENT_MAX_LENGTH,
  POST_MESSAGES,
} from '@app/shared/posts';

import { useCreatePost } from '../api/create-post';
import { useLinkPreview } from '../api/get-link-preview';

/** Spec §7: the preview is requested this long after typing stops. */
export const LINK_PREVIEW_DELAY_MS = 500;

const createPostFormSchema = z.object({
  content: z.string().max(POST_CONTENT_MAX_LENGTH, POST_MESSAGES.tooLong),
  linkUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), POST_MESSAGES.badLink),
});

/** The create-post card's state: text and link (react-hook-form), pictures, preview, submit. */
export function useCreatePostForm() {
  const t = useMessages().picklezone.create;
  const create = useCreatePost();
  const [images, setImages] = useState<File[]>([]);
  const [isPosted, setIsPosted] = useState(false);
  const form = useForm({
    resolver: zodResolver(createPostFormSchema),
    defaultValues: { content: '', linkUrl: '' },
  });
  const {
    submit: submitWith,
    formError: alert,
    setFormError: setAlert,
  } = useFormSubmit(form, { fallback: t.failed, network: t.networkFailed });

  const linkUrl = form.watch('linkUrl').trim();
  const debouncedUrl = useDebouncedValue(linkUrl, LINK_PREVIEW_DELAY_MS);
  const preview = useLinkPreview(debouncedUrl);
  const isPreviewCurrent = linkUrl !== '' && debouncedUrl === linkUrl;

  const addImages = (picked: readonly File[]) => {
    const next = [...images, ...picked];
    const problem = checkPostImages(next);
    setAlert(problem);
    setIsPosted(false);
    if (!problem) setImages(next);
  };

  const removeImage = (index: number) => {
    setImages((current) => current.filter((_, i) => i !== index));
    setAlert(null);
  };

  const submit = submitWith(async (values) => {
    setIsPosted(false);
    if (!values.content.trim() && images.length === 0 && !values.linkUrl) {
      setAlert(POST_MESSAGES.empty);
      return;
    }
    const problem = checkPostImages(images);
    if (problem) {
      setAlert(problem);
      return;
    }
    await create.mutateAsync({
      content: values.content,
      images,
      linkUrl: values.linkUrl,
      preview: debouncedUrl === values.linkUrl ? (preview.data ?? null) : null,
    });
    form.reset();
    setImages([]);
    setIsPosted(true);
  });

  return {
    form,
    images,
    addImages,
    removeImage,
    alert,
    isPosted,
    submit,
    isSubmitting: form.formState.isSubmitting || create.isPending,
    linkUrl,
    preview: isPreviewCurrent ? preview : null,
    isPreviewWaiting: linkUrl !== '' && isHttpUrl(linkUrl) && !isPreviewCurrent,
    clearLink: () => form.setValue('linkUrl', ''),
  };
}
