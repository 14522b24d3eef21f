import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import {
  staffInviteSchema,
  staffMemberSchema,
  type InviteStaffInput,
  type StaffRole,
} from '@app/shared/staff';

const staffKey = ['admin', 'staff'] as const;
const invitationsKey = ['admin', 'staff', 'invitations'] as const;

export function useStaff() {
  return useQuery({
    queryKey: staffKey,
    queryFn: async ({ signal }) =>
      z.array(staffMemberSchema).parse(await apiRequest<unknown>('/api/admin/staff', { signal })),
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: async ({ signal }) =>
      z
        .array(staffInviteSchema)
        .parse(await apiRequest<unknown>('/api/admin/staff/invitations', { signal })),
  });
}

/** Every staff change: refetch the list and invitations afterwards. */
function useStaffMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export const useInviteStaff = () =>
  useStaffMutation((input: InviteStaffInput) =>
    apiRequest<unknown>('/api/admin/staff/invitations', { method: 'POST', json: input }),
  );

export const useWithdrawInvitation = () =>
  useStaffMutation((id: string) =>
    apiRequest<unknown>(`/api/admin/staff/invitations/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  );

export const useUpdateRoles = () =>
  useStaffMutation(({ id, roles }: { id: string; roles: StaffRole[] }) =>
    apiRequest<unknown>(`/api/admin/staff/${encodeURIComponent(id)}/roles`, {
      method: 'PUT',
      json: { roles },
    }),
  );

export type StaffAction = 'disable' | 'enable' | 'reset-two-factor';

export const useStaffAction = () =>
  useStaffMutation(({ id, action }: { id: string; action: StaffAction }) =>
    apiRequest<unknown>(`/api/admin/staff/${encodeURIComponent(id)}/${action}`, {
      method: 'POST',
      json: {},
    }),
  );
