import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { enquiryTicketSchema } from '@app/shared/enquiries';

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
