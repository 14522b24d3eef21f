import pg from 'pg';

import type { FakeStripe } from '../../apps/server/test/fake-stripe';

import { inParallel, seedPayers } from './payments-fixtures';
import type { Verdict } from './report';
import type { RunningServer } from './server-process';

const PLAYERS = Number(process.env.BENCH_RUSH_PLAYERS ?? 500);
const PLACES = Number(process.env.BENCH_RUSH_PLACES ?? 50);

/**
 * A paid course opens: 500 members press "Confirm and pay" at once for 50 places. Each who gets
 * a place holds it through an open checkout; the rest are told it is full. Every holder then
 * pays (the webhook). Targets: 0 oversold, every paid place exactly one receipt, 0 5xx.
 */
export async function runCourseRush(
  server: RunningServer,
  databaseUrl: string,
  fake: FakeStripe,
): Promise<Verdict[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO programs (kind, title, description, date, time, location, coach,
         max_participants, price, status)
       VALUES ('course', 'Rush course', 'Bench.', current_date + 60, '9:00 AM', 'Bukit Jalil',
               'Coach Bench', $1, 120.50, 'active')
       RETURNING id`,
      [PLACES],
    );
    const courseId = rows[0]!.id;
    const payers = await seedPayers(databaseUrl, PLAYERS, 'rush', { members: true });
    const statuses = new Map<number, number>();
    const started = Date.now();
    const sessions = await inParallel(payers, PLAYERS, async (p) => {
      const res = await fetch(`${server.origin}/api/courses/${courseId}/enroll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
        body: JSON.stringify({ idempotencyKey: `rush-${p.playerId}` }),
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const body = (await res.json()) as { checkoutUrl?: string };
      return res.ok ? (body.checkoutUrl?.split('/pay/')[1] ?? null) : null;
    });
    const seconds = (Date.now() - started) / 1000;
    const held = sessions.filter((s): s is string => s !== null);
    const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      `  course rush: ${PLAYERS} at once for ${PLACES} places in ${seconds.toFixed(1)} s; ` +
        `answers ${[...statuses].map(([s, c]) => `${s}×${c}`).join(', ')}; ${held.length} checkouts held`,
    );
    const events = held.flatMap((id) => fake.pay(id, 'card'));
    await inParallel(events, 25, async (event) => {
      const { body, signature } = fake.signed(event);
      const res = await fetch(`${server.origin}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
      await res.arrayBuffer();
    });
    // The webhook answers once the event is recorded; the settlement worker confirms the places.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { rows } = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM payment_events WHERE outcome = 'pending'`,
      );
      if (Number(rows[0]!.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const counts = await pool.query<{
      places: string;
      confirmed: string;
      paid: string;
      receipts: string;
      doubled: string;
    }>(
      `SELECT (SELECT count(*) FROM enrollments WHERE program_id = $1) AS places,
              (SELECT count(*) FROM enrollments WHERE program_id = $1 AND status = 'confirmed'
                 AND paid_at IS NOT NULL) AS confirmed,
              (SELECT count(*) FROM payment_orders WHERE subject_id = $1::text AND status = 'paid') AS paid,
              (SELECT count(*) FROM membership_payments p JOIN payment_orders o ON o.id = p.order_id
                 WHERE o.subject_id = $1::text) AS receipts,
              (SELECT count(*) FROM (SELECT p.order_id FROM membership_payments p
                 JOIN payment_orders o ON o.id = p.order_id WHERE o.subject_id = $1::text
                 GROUP BY p.order_id HAVING count(*) > 1) d) AS doubled`,
      [courseId],
    );
    const c = counts.rows[0]!;
    console.log(
      `  after paying: ${c.places} places taken, ${c.confirmed} confirmed and paid, ` +
        `${c.paid} orders paid, ${c.receipts} receipts`,
    );
    return [
      {
        label: `course rush: 0 oversold (${c.places} places taken of ${PLACES}, ${held.length} held)`,
        isMet: Number(c.places) <= PLACES && held.length <= PLACES,
      },
      {
        label: `course rush: every paid place exactly one receipt (${c.confirmed} paid places, ${c.receipts} receipts, ${c.doubled} doubled)`,
        isMet:
          Number(c.confirmed) === held.length &&
          Number(c.receipts) === Number(c.paid) &&
          Number(c.paid) === held.length &&
          Number(c.doubled) === 0,
      },
      { label: `course rush: 0 5xx (${serverErrors})`, isMet: serverErrors === 0 },
    ];
  } finally {
    await pool.end();
  }
}
