import { jsonResponse } from '@/testing/mock-fetch';

export const UNAUTHENTICATED = () =>
  jsonResponse(401, { error: 'Authentication required', code: 'UNAUTHENTICATED' });
