import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import type { StaffRole } from '@app/shared/staff';

import { membershipPayments } from '../../src/db/schema/index';
import type { TestApp } from '../build-test-app';
import { deliverEvent, sessionOf, type FakeStripe } from '../fake-stripe';

import { createAdmin, loginAdmin } from './admins';
import { key } from './membership';
import { createPlayer, playerSession } from './players';

/** A signed-in staff member with `roles`: their request headers. */
export async function staffHeaders(
  t: TestApp,
  roles: StaffRole[],
): Promise<Record<string, string>> {
  const a = await createAdmin(t.db, { roles });
  return { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
}

/**
 * A member who paid a membership of `typeId` online: the checkout, the hosted page, then the
 * signed webhook (unless `webhook: false`: paid at the gateway, never heard of).
 */
export async function payMembershipOnline(
  t: TestApp,
  fake: FakeStripe,
  typeId: string,
  options: { language?: 'en' | 'ms'; fullName?: string; webhook?: boolean } = {},
) {
  const { player } = await createPlayer(t.db, {
    language: options.language ?? 'en',
    dateOfBirth: '1990-05-05',
    ...(options.fullName ? { fullName: options.fullName } : {}),
  });
  const session = await playerSession(t, player.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/players/me/membership/checkout',
    headers: { authorization: `Bearer ${session.token}` },
    payload: { typeId, idempotencyKey: key() },
  });
  expect(res.statusCode).toBe(200);
  const { order, checkoutUrl } = res.json<{ order: { id: string }; checkoutUrl: string }>();
  const sessionId = sessionOf(fake, checkoutUrl).id;
  const [paid] = fake.pay(sessionId);
  const intent = fake.sessions.get(sessionId)!.payment_intent!;
  if (options.webhook === false)
    return { player, orderId: order.id, sessionId, intent, receipt: null };
  expect((await deliverEvent(t.app, fake, paid!)).json().outcome).toBe('paid');
  const [receipt] = await t.db
    .select()
    .from(membershipPayments)
    .where(eq(membershipPayments.orderId, order.id));
  return { player, orderId: order.id, sessionId, intent, receipt: receipt! };
}
