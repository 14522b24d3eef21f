import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { useOptionalPlayerMe } from '@/lib/auth/player-me';
import { programSchema, type Program } from '@app/shared/content';

export type ProgramKindName = 'course' | 'clinic';

/** A course or clinic tagged with its kind (the two lists share one shape). */
export type TrainingProgram = Program & { kind: ProgramKindName };

const PATHS: Record<ProgramKindName, string> = { course: '/api/courses', clinic: '/api/clinics' };

export const trainingQueryKey = ['training'] as const;
export const programsQueryKey = [...trainingQueryKey, 'programs'] as const;
export const myEnrollmentsQueryKey = [...trainingQueryKey, 'my-enrollments'] as const;

async function getKind(kind: ProgramKindName, signal?: AbortSignal): Promise<TrainingProgram[]> {
  const data = await apiRequest<unknown>(PATHS[kind], { signal });
  return z
    .array(programSchema)
    .parse(data)
    .map((program) => ({ ...program, kind }));
}

/** Courses and clinics together, by date then time. */
export async function getPrograms({ signal }: { signal?: AbortSignal } = {}): Promise<
  TrainingProgram[]
> {
  const [courses, clinics] = await Promise.all([
    getKind('course', signal),
    getKind('clinic', signal),
  ]);
  return [...courses, ...clinics].sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time),
  );
}

export function programsQueryOptions() {
  return queryOptions({
    queryKey: programsQueryKey,
    queryFn: ({ signal }) => getPrograms({ signal }),
    staleTime: 60_000,
  });
}

export function usePrograms() {
  return useQuery(programsQueryOptions());
}

const enrollmentSchema = programSchema.extend({
  kind: z.enum(['course', 'clinic']),
  enrolledAt: z.string().nullish(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export async function getMyEnrollments({ signal }: { signal?: AbortSignal } = {}): Promise<
  Enrollment[]
> {
  const data = await apiRequest<unknown>('/api/players/me/enrollments', { signal });
  return z.array(enrollmentSchema).parse(data);
}

/** The signed-in player's enrolments; only asked for when a player is signed in. */
export function useMyEnrollments(isEnabled = true) {
  return useQuery({
    queryKey: myEnrollmentsQueryKey,
    queryFn: ({ signal }) => getMyEnrollments({ signal }),
    enabled: isEnabled,
  });
}

/** The player session (null when signed out) and, when signed in, their enrolments. */
export function useEnrollmentState() {
  const me = useOptionalPlayerMe();
  const player = me.data;
  const enrollments = useMyEnrollments(player !== null);
  return { player, isPlayerPending: me.isPending, enrollments };
}

export interface EnrollmentTarget {
  kind: ProgramKindName;
  id: string;
}

function enrollPath({ kind, id }: EnrollmentTarget) {
  return `${PATHS[kind]}/${encodeURIComponent(id)}/enroll`;
}

/** Enrol (POST) or cancel (DELETE); both refresh the programme counts and the player's list. */
export function useEnrollmentMutation(method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: EnrollmentTarget) => apiRequest<unknown>(enrollPath(target), { method }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingQueryKey }),
  });
}
