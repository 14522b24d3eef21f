import { apiRequest } from '@/lib/api-client';
import type { Locale } from '@app/shared/locale';
import type { Player } from '@app/shared/players';

/** `PUT /api/players/me/language`: the signed-in player's language (site and mail). */
export function savePlayerLanguage(language: Locale): Promise<Player> {
  return apiRequest<Player>('/api/players/me/language', { method: 'PUT', json: { language } });
}
