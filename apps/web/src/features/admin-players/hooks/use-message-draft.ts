import { useRef, useState } from 'react';

import { sendMessageInputSchema, type SendMessageInput } from '@app/shared/messages';

export type MessageField = 'subject' | 'message';

/** Subject and message of a message being written, checked with the shared schema. */
export function useMessageDraft() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  // The optional Malay version, for players who read Malay.
  const [subjectMs, setSubjectMs] = useState('');
  const [messageMs, setMessageMs] = useState('');
  const [error, setError] = useState<{ field: MessageField; text: string } | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  /** The trimmed input, or null after showing 'Please fill in both subject and message'. */
  const validate = ({ focus = true } = {}): SendMessageInput | null => {
    const result = sendMessageInputSchema.safeParse({ subject, message, subjectMs, messageMs });
    if (result.success) {
      setError(null);
      return result.data;
    }
    const issue = result.error.issues[0];
    const field: MessageField = issue?.path[0] === 'message' ? 'message' : 'subject';
    setError({ field, text: issue?.message ?? '' });
    if (focus) (field === 'subject' ? subjectRef : messageRef).current?.focus();
    return null;
  };

  const clear = () => {
    setSubject('');
    setMessage('');
    setSubjectMs('');
    setMessageMs('');
    setError(null);
  };

  return {
    subject,
    setSubject,
    message,
    setMessage,
    subjectMs,
    setSubjectMs,
    messageMs,
    setMessageMs,
    error,
    validate,
    clear,
    subjectRef,
    messageRef,
  };
}

export type MessageDraft = ReturnType<typeof useMessageDraft>;
