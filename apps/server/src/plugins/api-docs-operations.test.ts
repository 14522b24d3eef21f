import { describe, expect, it } from 'vitest';

import { clientErrorsOf, operationIdOf, securityOf, summaryOf } from './api-docs-operations';
import { ROUTE_ACCESS } from './route-access';

describe('what the API document derives for each operation', () => {
  it.each([
    ['get', '/api/news/{newsId}', 'getNewsByNewsId', 'Get news by news id'],
    ['post', '/api/courses/{id}/enroll', 'postCoursesByIdEnroll', 'Enrol in course'],
    ['delete', '/api/courses/{id}/enroll', 'deleteCoursesByIdEnroll', 'Withdraw from course'],
    [
      'post',
      '/api/api/clinics/{id}/waitlist',
      'postApiClinicsByIdWaitlist',
      'Join the waiting list of clinic (old frontend path)',
    ],
    ['get', '/api/players/me', 'getPlayersMe', 'Get my account'],
    ['get', '/api/players/export.csv', 'getPlayersExportCsv', 'Get players export as CSV'],
    [
      'post',
      '/api/admin/staff/invitations',
      'postAdminStaffInvitations',
      'Create staff invitation',
    ],
  ])('%s %s: %s, “%s”', (method, path, id, summary) => {
    expect(operationIdOf(method, path)).toBe(id);
    expect(summaryOf(method, path)).toBe(summary);
  });

  it('names the security scheme each access policy needs', () => {
    expect(securityOf('public')).toEqual([]);
    expect(securityOf(ROUTE_ACCESS['GET /api/players/me'])).toEqual([
      { playerSession: [] },
      { bearer: [] },
    ]);
    expect(securityOf(ROUTE_ACCESS['GET /api/players/:id'])).toEqual([
      { staffSession: [] },
      { bearer: [] },
      { playerSession: [] },
    ]);
    expect(securityOf(ROUTE_ACCESS['POST /api/tournaments/sync'])).toContainEqual({
      portalKey: [],
    });
    expect(securityOf(ROUTE_ACCESS['POST /api/webhooks/tournament-updated'])).toEqual([
      { portalSignature: [] },
    ]);
  });

  it('lists the client errors an operation can answer', () => {
    const errors = (method: string, path: string, hasInput: boolean) =>
      clientErrorsOf({
        method,
        path,
        hasInput,
        access: ROUTE_ACCESS[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`],
      });
    expect(errors('get', '/api/featured-video', false)).toEqual(['4XX', '503']);
    expect(errors('delete', '/api/news/{newsId}', true)).toEqual([
      '400',
      '401',
      '403',
      '404',
      '4XX',
      '503',
    ]);
    expect(errors('post', '/api/enquiries', true)).toEqual(['400', '403', '429', '4XX', '503']);
    expect(errors('post', '/api/divisions/{id}/entries', true)).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '429',
      '4XX',
      '503',
    ]);
  });
});
