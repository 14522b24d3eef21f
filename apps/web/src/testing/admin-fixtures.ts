import { jsonResponse } from '@/testing/mock-fetch';

export const TEST_ADMIN = {
  _id: 'admin-1',
  username: 'mpa-admin',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export const UNAUTHENTICATED = () => jsonResponse(401, { error: 'Authentication required' });
export const SIGNED_IN = () => jsonResponse(200, TEST_ADMIN);
