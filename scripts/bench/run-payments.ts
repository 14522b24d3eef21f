/**
 * `npm run bench` (after the lists) or `tsx scripts/bench/run-payments.ts`: online payment on the
 * production build with a PostgreSQL database and the local Stripe stand-in.
 *
 * 1. Webhook processing on one process: 1,000 players open a membership checkout; then every
 *    checkout's `checkout.session.completed`, signed as Stripe signs it, is delivered (50 at a
 *    time), timed from the first event sent until every order is settled (receipt written); then
 *    a replay of each (shuffled). Target ≥ 500 events/s over all 2,000, one receipt per order,
 *    no 5xx.
 * 2. A rush on a paid course (see course-rush.ts): 500 players at once for 50 places.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import {
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from '../../apps/server/test/fake-stripe';

import { createBenchDatabase, type BenchDatabase } from './bench-database';
import { runCourseRush } from './course-rush';
import { inParallel, seedPayers } from './payments-fixtures';
import { printVerdicts, type Verdict } from './report';
import { startProductionServer, type RunningServer } from './server-process';

const ORDERS = Number(process.env.BENCH_PAYMENT_ORDERS ?? 1000);
const WEBHOOK_CONCURRENCY = Number(process.env.BENCH_WEBHOOK_CONCURRENCY ?? 50);
const EVENTS_PER_SECOND_TARGET = 500;

async function webhookThroughput(origin: string, databaseUrl: string, fake: FakeStripe) {
  const verdicts: Verdict[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM membership_types WHERE age_band = 'adult' AND active AND fee_sen > 0 LIMIT 1`,
  );
  const typeId = rows[0]!.id;
  const payers = await seedPayers(databaseUrl, ORDERS, 'hook');
  let serverErrors = 0;
  const opened = Date.now();
  const checkouts = await inParallel(payers, 20, async (p) => {
    const res = await fetch(`${origin}/api/players/me/membership/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
      body: JSON.stringify({ typeId, idempotencyKey: `bench-${p.playerId}` }),
    });
    if (res.status >= 500) serverErrors += 1;
    const body = (await res.json()) as { checkoutUrl?: string };
    return body.checkoutUrl?.split('/pay/')[1] ?? null;
  });
  const openSeconds = (Date.now() - opened) / 1000;
  const sessions = checkouts.filter((s): s is string => s !== null);
  console.log(
    `  ${sessions.length} checkouts opened in ${openSeconds.toFixed(1)} s ` +
      `(${Math.round(sessions.length / openSeconds)}/s, 20 at a time), ${serverErrors} 5xx`,
  );
  const events = sessions.flatMap((id) => fake.pay(id, 'card'));
  const deliver = async (list: typeof events) => {
    const signed = list.map((e) => fake.signed(e));
    const started = process.hrtime.bigint();
    await inParallel(signed, WEBHOOK_CONCURRENCY, async ({ body, signature }) => {
      const res = await fetch(`${origin}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
      if (res.status !== 200) hookErrors += 1;
      await res.arrayBuffer();
    });
    return Number(process.hrtime.bigint() - started) / 1e9;
  };
  let hookErrors = 0;
  /** Waits until every order is settled (receipt written), whatever the webhook answered. */
  const settled = async () => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const { rows: done } = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM payment_orders
          WHERE purpose = 'membership' AND status = 'paid' AND receipt_id IS NOT NULL`,
      );
      if (Number(done[0]!.n) >= sessions.length) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  // First every payment once (each settles: receipt, term, notice), timed from the first event
  // sent until every order is settled; then Stripe's retries of all.
  const firstStarted = process.hrtime.bigint();
  await deliver(events);
  await settled();
  const firstSeconds = Number(process.hrtime.bigint() - firstStarted) / 1e9;
  const replaySeconds = await deliver([...events].sort(() => Math.random() - 0.5));
  const seconds = firstSeconds + replaySeconds;
  const perSecond = (2 * events.length) / seconds;
  const deliveries = { length: 2 * events.length };
  // A card payment is two events, as Stripe sends them: the session completed and the charge
  // succeeded (how it was paid, ADR 028).
  console.log(
    `  ${sessions.length} payments as ${events.length} events in ${firstSeconds.toFixed(2)} s ` +
      `(${Math.round(events.length / firstSeconds)} events/s, ${Math.round(sessions.length / firstSeconds)} payments/s); ` +
      `replays: ${events.length} in ${replaySeconds.toFixed(2)} s (${Math.round(events.length / replaySeconds)}/s)`,
  );
  const counts = await pool.query<{ paid: string; receipts: string; dup: string }>(
    `SELECT (SELECT count(*) FROM payment_orders WHERE status = 'paid' AND purpose = 'membership') AS paid,
            (SELECT count(*) FROM membership_payments WHERE order_id IS NOT NULL AND purpose = 'membership') AS receipts,
            (SELECT count(*) FROM (SELECT order_id FROM membership_payments WHERE order_id IS NOT NULL
               GROUP BY order_id HAVING count(*) > 1) d) AS dup`,
  );
  await pool.end();
  const { paid, receipts, dup } = counts.rows[0]!;
  console.log(
    `  ${deliveries.length} webhook events (${sessions.length} payments, each event also replayed) in ` +
      `${seconds.toFixed(2)} s: ${Math.round(perSecond)} events/s; ${paid} orders paid, ` +
      `${receipts} receipts, ${hookErrors} non-200`,
  );
  verdicts.push(
    {
      label: `webhook processing: ${Math.round(perSecond)} events/s ≥ ${EVENTS_PER_SECOND_TARGET}`,
      isMet: perSecond >= EVENTS_PER_SECOND_TARGET,
    },
    {
      label: `webhooks: every paid order has exactly one receipt (${receipts}/${paid}, ${dup} doubled)`,
      isMet:
        Number(paid) === sessions.length && Number(receipts) === Number(paid) && Number(dup) === 0,
    },
    {
      label: `webhooks and checkouts: 0 errors (${serverErrors + hookErrors})`,
      isMet: serverErrors + hookErrors === 0,
    },
  );
  return verdicts;
}

export async function runPaymentsBench(): Promise<boolean> {
  let database: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  const fake = await startFakeStripe();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mpa-bench-pay-'));
  try {
    database = await createBenchDatabase();
    server = await startProductionServer({
      databaseUrl: database.url,
      dataDir,
      env: {
        STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
        MEMBERSHIP_REMINDERS_INTERVAL_MINUTES: '0',
      },
    });
    console.log(
      `\nOnline payment on ${server.origin} (one process), Stripe stand-in on ${fake.url}`,
    );
    const verdicts = [
      ...(await runCourseRush(server, database.url, fake)),
      ...(await webhookThroughput(server.origin, database.url, fake)),
    ];
    return printVerdicts(verdicts);
  } finally {
    await server?.stop();
    await database?.drop();
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  runPaymentsBench().then(
    (isMet) => process.exit(isMet ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
