import type { Division } from '@app/shared/competition/setup';

/** The division's category code, as the file's `division` column may give it. */
export function divisionCode(division: Pick<Division, 'discipline' | 'ageGroup'>): string {
  return `${division.discipline}:${division.ageGroup}`;
}

const isDoubles = (division: Pick<Division, 'discipline'>) =>
  division.discipline.endsWith('doubles');

/**
 * An example results file for the division (docs/operations.md "Results"): the header, a winner,
 * a runner-up and two semi-finalists, then one match after a blank line. Member IDs are
 * placeholders to replace.
 */
export function resultsTemplate(division: Pick<Division, 'discipline' | 'ageGroup'>): string {
  const code = divisionCode(division);
  const doubles = isDoubles(division);
  let next = 101;
  const side = () => {
    const id = () => `MPA000${next++}`;
    return doubles ? `${id()};${id()}` : id();
  };
  const sides = [side(), side(), side(), side()];
  const lines = [
    'division,placement,member_ids',
    `${code},1,${sides[0]}`,
    `${code},2,${sides[1]}`,
    `${code},3,${sides[2]}`,
    `${code},3,${sides[3]}`,
    '',
    'round,side_a,side_b,scores,winner',
    `Final,${sides[0]},${sides[1]},"11-7, 9-11, 11-5",a`,
  ];
  return `${lines.join('\n')}\n`;
}

/** A `data:` link to the template (no server round trip). */
export function templateHref(division: Pick<Division, 'discipline' | 'ageGroup'>): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(resultsTemplate(division))}`;
}
