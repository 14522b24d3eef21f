import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePortal {
  url: string;
  applications: Map<string, Record<string, unknown>>;
  organizations: Map<string, Record<string, unknown>>;
  /** applicationIds the portal received DELETE calls for, in order. */
  deletes: string[];
  /** Member IDs of deleted players the portal was told to forget, in order. */
  playerDeletes: string[];
  /** While true every call answers 503. */
  failing: boolean;
  /** POSTs a tournament webhook to `targetUrl`, signed the way the portal signs it. */
  pushWebhook(
    targetUrl: string,
    secret: string,
    payload: { tournament: { applicationId: unknown }; action: string },
  ): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/**
 * The portal's webhook headers (api-compat.md): an HMAC-SHA256 of
 * `<timestamp>.<delivery id>.<raw body>`, the Unix timestamp and a unique delivery id.
 */
export function portalWebhookHeaders(
  body: string,
  secret: string,
  options: { timestamp?: number; deliveryId?: string } = {},
): Record<string, string> {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const deliveryId = options.deliveryId ?? randomUUID();
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${deliveryId}.${body}`)
    .digest('hex');
  return {
    'content-type': 'application/json',
    'x-portal-signature': `sha256=${signature}`,
    'x-portal-timestamp': timestamp,
    'x-portal-delivery': deliveryId,
  };
}

/** A stand-in for the external application portal, listening on 127.0.0.1 only. */
export async function startFakePortal(port = 0): Promise<FakePortal> {
  const state = {
    applications: new Map<string, Record<string, unknown>>(),
    organizations: new Map<string, Record<string, unknown>>(),
    deletes: [] as string[],
    playerDeletes: [] as string[],
    failing: false,
  };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readJson = (req: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
        } catch {
          resolve({});
        }
      });
    });
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    // Control endpoints for browser tests and local development.
    if (req.method === 'POST' && req.url === '/__control/organizations') {
      void readJson(req).then((body) => {
        const org = portalOrganization(body);
        state.organizations.set(String(org.organizationId), org);
        send(res, 201, org);
      });
      return;
    }
    if (req.method === 'POST' && req.url === '/__control/applications') {
      void readJson(req).then((body) => {
        const app = portalApplication(body);
        state.applications.set(String(app.applicationId), app);
        send(res, 201, app);
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/__control/deletes')
      return send(res, 200, state.deletes);
    if (req.method === 'GET' && req.url === '/__control/player-deletes')
      return send(res, 200, state.playerDeletes);
    if (state.failing) return send(res, 503, { error: 'portal down' });
    const url = new URL(req.url ?? '/', 'http://portal');
    const appMatch = /^\/api\/applications\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && url.pathname === '/api/approved-tournaments') {
      return send(
        res,
        200,
        [...state.applications.values()].filter((a) => a.status === 'approved'),
      );
    }
    if (req.method === 'GET' && url.pathname === '/api/organizations') {
      return send(res, 200, [...state.organizations.values()]);
    }
    if (appMatch) {
      const id = decodeURIComponent(appMatch[1]!);
      if (req.method === 'GET') {
        const found = state.applications.get(id);
        return found ? send(res, 200, found) : send(res, 404, { error: 'not found' });
      }
      if (req.method === 'DELETE') {
        state.deletes.push(id);
        const existed = state.applications.delete(id);
        return existed ? send(res, 200, { success: true }) : send(res, 404, { error: 'not found' });
      }
    }
    const playerMatch = /^\/api\/players\/([^/]+)$/.exec(url.pathname);
    if (playerMatch && req.method === 'DELETE') {
      state.playerDeletes.push(decodeURIComponent(playerMatch[1]!));
      return send(res, 200, { success: true });
    }
    return send(res, 404, { error: 'unknown route' });
  };
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${boundPort}`,
    async pushWebhook(
      targetUrl: string,
      secret: string,
      payload: { tournament: { applicationId: unknown }; action: string },
    ) {
      const body = JSON.stringify(payload);
      const res = await fetch(targetUrl, {
        method: 'POST',
        headers: portalWebhookHeaders(body, secret),
        body,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

let counter = 0;
/** A portal application record as the portal sends it (its own field names). */
export function portalApplication(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  counter++;
  return {
    applicationId: `APP-${Date.now()}-${counter}`,
    eventTitle: `Kuala Lumpur Open ${counter}`,
    eventStartDate: '2026-12-05',
    eventEndDate: '2026-12-07',
    venue: 'Stadium Juara',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    classification: 'State',
    organiserName: 'KL Pickleball Club',
    personInCharge: 'Encik Ahmad',
    telContact: '03-1234 5678',
    email: 'events@klpc.example',
    eventSummary: 'A three-day state-level open.',
    eventType: 'Open',
    expectedParticipants: 200,
    categories: [{ category: "Men's Doubles", malaysianEntryFee: 120, internationalEntryFee: 200 }],
    scoringFormat: 'rally',
    status: 'approved',
    submissionDate: '2026-10-01T08:00:00Z',
    supportingDocuments: ['https://portal.example/private/doc.pdf'],
    registrationNumber: 'PPM-123-SECRET',
    ...overrides,
  };
}

export function portalOrganization(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  counter++;
  return {
    organizationId: `ORG-${Date.now()}-${counter}`,
    organizationName: `Pickleball Club ${counter}`,
    applicantFullName: 'Private Person',
    email: 'private@club.example',
    phoneNumber: '012-0000000',
    addressLine1: '1 Jalan Club',
    addressLine2: null,
    city: 'Ipoh',
    postcode: '30000',
    state: 'Perak',
    country: 'Malaysia',
    status: 'active',
    registeredAt: '2025-05-01T02:00:00Z',
    ...overrides,
  };
}
