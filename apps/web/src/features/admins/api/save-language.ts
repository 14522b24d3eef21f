import { apiRequest } from '@/lib/api-client';
import type { Admin } from '@app/shared/admins';
import type { Locale } from '@app/shared/locale';

/** `PUT /api/admin/me/language`: the signed-in staff member's language (admin area and mail). */
export function saveAdminLanguage(language: Locale): Promise<Admin> {
  return apiRequest<Admin>('/api/admin/me/language', { method: 'PUT', json: { language } });
}
