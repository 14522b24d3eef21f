import { TYPE_COLORS, type TournamentColor, type TournamentType } from '@app/shared/tournaments';

/**
 * Tailwind classes per type colour (spec §9: local green, state red, national blue,
 * international orange). The 700 shades keep white text above WCAG AA (≥ 4.5:1).
 */
const COLOR_STYLES: Record<TournamentColor, { chip: string; dot: string; soft: string }> = {
  green: {
    chip: 'bg-green-700 text-white hover:bg-green-800',
    dot: 'bg-green-700',
    soft: 'border-green-700 bg-green-50 text-green-900',
  },
  red: {
    chip: 'bg-red-700 text-white hover:bg-red-800',
    dot: 'bg-red-700',
    soft: 'border-red-700 bg-red-50 text-red-900',
  },
  blue: {
    chip: 'bg-blue-700 text-white hover:bg-blue-800',
    dot: 'bg-blue-700',
    soft: 'border-blue-700 bg-blue-50 text-blue-900',
  },
  orange: {
    chip: 'bg-orange-700 text-white hover:bg-orange-800',
    dot: 'bg-orange-700',
    soft: 'border-orange-700 bg-orange-50 text-orange-900',
  },
};

export function typeStyles(type: TournamentType) {
  return COLOR_STYLES[TYPE_COLORS[type]];
}
