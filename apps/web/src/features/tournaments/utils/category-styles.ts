import { isTournamentCategory, type EventCategory } from '@app/shared/event-categories';

import { typeStyles } from './type-styles';

/** Courses and clinics: violet and teal, also above WCAG AA with white text. */
const PROGRAM_STYLES: Record<'course' | 'clinic', { chip: string; dot: string; soft: string }> = {
  course: {
    chip: 'bg-violet-700 text-white hover:bg-violet-800',
    dot: 'bg-violet-700',
    soft: 'border-violet-700 bg-violet-50 text-violet-900',
  },
  clinic: {
    chip: 'bg-teal-700 text-white hover:bg-teal-800',
    dot: 'bg-teal-700',
    soft: 'border-teal-700 bg-teal-50 text-teal-900',
  },
};

export function categoryStyles(category: EventCategory) {
  return isTournamentCategory(category) ? typeStyles(category) : PROGRAM_STYLES[category];
}
