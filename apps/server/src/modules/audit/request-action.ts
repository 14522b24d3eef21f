const VERBS: Record<string, string> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/**
 * The audit action of a write route, from its pattern: `PATCH /api/news/:newsId` →
 * `news.update`, `POST /api/players/:id/reset-password` → `players.reset-password`,
 * `POST /api/admin/staff/:id/disable` → `staff.disable`. A change to one item (a route ending on
 * a parameter) always ends in what it did, so it never reads as the collection's own action:
 * `POST /api/admin/staff/invitations` → `staff.invitations`, but
 * `DELETE /api/admin/staff/invitations/:id` → `staff.invitations.delete`; a DELETE always says
 * so (`DELETE /x/:id/block` → `x.block.delete`, never `x.block` like its POST). The target is
 * the route's first parameter. request-action.test.ts checks that no two staff write routes
 * share a name unless deliberately listed as one route (PUT and PATCH, the doubled `/api/api`).
 */
export function requestAction(
  method: string,
  routeUrl: string,
  params: Record<string, unknown>,
): { action: string; targetType: string | null; targetId: string | null } {
  const parts = routeUrl.split('/').filter((p) => p !== '' && p !== 'api');
  const words = parts.filter((p) => !p.startsWith(':'));
  const named = words[0] === 'admin' && words.length > 1 ? words.slice(1) : words;
  const resource = named[0] ?? 'site';
  const sub = named.slice(1);
  const verb = VERBS[method] ?? method.toLowerCase();
  const endsOnItem = parts.at(-1)?.startsWith(':') ?? false;
  const action =
    sub.length === 0
      ? `${resource}.${verb}`
      : endsOnItem || method === 'DELETE'
        ? `${resource}.${sub.join('.')}.${verb}`
        : `${resource}.${sub.join('.')}`;
  const firstParam = parts.find((p) => p.startsWith(':'))?.slice(1);
  const targetId = firstParam ? params[firstParam] : undefined;
  return {
    action,
    targetType: resource,
    targetId: typeof targetId === 'string' ? targetId : null,
  };
}
