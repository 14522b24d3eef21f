import { useMutation, useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { successMessageSchema } from '@app/shared/common';
import { enquiryTicketSchema, type SubmitEnquiryInput } from '@app/shared/enquiries';

/** The form's ticket: the server's note of when it was opened (its minimum fill time). */
export function useEnquiryTicket() {
  return useQuery({
    queryKey: ['enquiry-ticket'],
    queryFn: async ({ signal }) =>
      enquiryTicketSchema.parse(await apiRequest<unknown>('/api/enquiries/ticket', { signal }))
        .ticket,
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
}

export function useSendEnquiry() {
  return useMutation({
    mutationFn: async (input: SubmitEnquiryInput) =>
      successMessageSchema.parse(
        await apiRequest<unknown>('/api/enquiries', { method: 'POST', json: input }),
      ),
  });
}
