import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';

import { sendMessageInputSchema, type SendMessageInput } from '@app/shared/messages';

/** Subject and message, and their optional Malay version, for players who read Malay. */
export const EMPTY_DRAFT = { subject: '', message: '', subjectMs: '', messageMs: '' };
export type MessageDraftValues = typeof EMPTY_DRAFT;

/** A form that holds a message draft (it may hold more, e.g. the recipient). */
export type MessageDraftForm = UseFormReturn<MessageDraftValues, unknown, SendMessageInput>;

// The inputs hold strings; the schema also takes null from older clients.
const draftResolver = zodResolver(sendMessageInputSchema) as unknown as Resolver<
  MessageDraftValues,
  unknown,
  SendMessageInput
>;

/**
 * A message being written to one player, checked by the shared schema: either part empty
 * gives 'Please fill in both subject and message' on the first empty one.
 */
export function useMessageDraft(
  options: Pick<UseFormProps<MessageDraftValues>, 'shouldFocusError'> = {},
): MessageDraftForm {
  return useForm<MessageDraftValues, unknown, SendMessageInput>({
    ...options,
    resolver: draftResolver,
    defaultValues: EMPTY_DRAFT,
  });
}
