// A local stand-in for Stripe's API and hosted checkout page, for development and browser tests:
//   FAKE_STRIPE_WEBHOOK_URL=http://127.0.0.1:3000/api/payments/stripe/webhook npm run fake-stripe
//   STRIPE_SECRET_KEY=sk_test_fakeLocalStripe0123456789 \
//   STRIPE_WEBHOOK_SECRET=whsec_fakeLocalWebhookSecret0123456789 \
//   STRIPE_API_URL=http://127.0.0.1:4410 npm start
// Its page offers "Pay by card", "Pay with FPX online banking" and "Bank declines (FPX)"; it
// signs webhooks as Stripe does and sends them to FAKE_STRIPE_WEBHOOK_URL.
import { startFakeStripe } from '../test/fake-stripe';

const fake = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT ?? 4410),
  webhookUrl:
    process.env.FAKE_STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/payments/stripe/webhook',
});
console.log(`fake Stripe listening on ${fake.url} (Ctrl+C to stop)`);
