import { jsonResponse } from '@/testing/mock-fetch';
import type { Admin } from '@app/shared/admins';

/** A super admin with two-factor set up (sees every section). */
export const TEST_ADMIN: Admin = {
  _id: 'admin-1',
  username: 'mpa-admin',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  fullName: 'MPA Admin',
  email: 'admin@mpa.example',
  roles: ['super_admin'],
  twoFactorEnabled: true,
  twoFactorRequired: true,
  mustEnrolTwoFactor: false,
  language: 'en',
};

export const UNAUTHENTICATED = () => jsonResponse(401, { error: 'Authentication required' });
export const SIGNED_IN = () => jsonResponse(200, TEST_ADMIN);
