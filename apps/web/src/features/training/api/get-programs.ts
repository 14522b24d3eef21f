import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import { compareTimeText } from '@app/shared/clock-time';
import { programSchema, type Program } from '@app/shared/content';

export type ProgramKindName = 'course' | 'clinic';

/** A course or clinic tagged with its kind (the two lists share one shape). */
export type TrainingProgram = Program & { kind: ProgramKindName };

const PATHS: Record<ProgramKindName, string> = { course: '/api/courses', clinic: '/api/clinics' };

export const trainingQueryKey = ['training'] as const;
export const programsQueryKey = [...trainingQueryKey, 'programs'] as const;

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
    (a, b) => a.date.localeCompare(b.date) || compareTimeText(a.time, b.time),
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
