import { jsonResponse } from '@/testing/mock-fetch';

/** The answer to a session check when nobody is signed in. */
export const UNAUTHENTICATED = () =>
  jsonResponse(401, { error: 'Authentication required', code: 'UNAUTHENTICATED' });
