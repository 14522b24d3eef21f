import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { successMessageSchema } from '@app/shared/common';
import type { SubmitEnquiryInput } from '@app/shared/enquiries';

/** Sends "Contact us" to the staff inbox, with the form's ticket and honeypot. */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: async (input: SubmitEnquiryInput) =>
      successMessageSchema.parse(
        await apiRequest<unknown>('/api/enquiries', { method: 'POST', json: input }),
      ),
  });
}
