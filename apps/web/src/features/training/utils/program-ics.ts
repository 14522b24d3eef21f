import type { Program } from '@app/shared/content';
import { buildIcsCalendar } from '@app/shared/ics';

/** A course's or clinic's iCalendar file: one event at its time in Malaysia (all day if unreadable). */
export function programIcs(program: Program & { kind: 'course' | 'clinic' }, now = new Date()) {
  return buildIcsCalendar(
    [
      {
        uid: `${program.kind}-${program._id}@mpa`,
        summary: program.title,
        startDate: program.date,
        endDate: program.date,
        time: program.time,
        location: [program.location, program.state].filter(Boolean).join(', '),
        description: `Coach: ${program.coach}`,
      },
    ],
    { now },
  );
}

/** Starts a browser download of an .ics text. */
export function downloadIcs(fileName: string, text: string): void {
  const blob = new Blob([text], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
