import type { Organizer } from '@app/shared/tournaments';

let sequence = 0;

/** A public organizer record; override only what a test asserts on. */
export function buildOrganizer(overrides: Partial<Organizer> = {}): Organizer {
  sequence += 1;
  return {
    _id: `org-${sequence}`,
    organizationId: `ORG-${String(sequence).padStart(4, '0')}`,
    organizationName: `Organizer ${sequence}`,
    name: `Organizer ${sequence}`,
    state: 'Selangor',
    city: 'Shah Alam',
    address: '1 Jalan Plumbum, 40000',
    registrationDate: '2025-02-03',
    status: 'Active',
    createdAt: '2025-02-03T02:00:00.000Z',
    updatedAt: '2025-02-03T02:00:00.000Z',
    ...overrides,
  };
}

type Listener = ((event: never) => void) | null;

/** A WebSocket stand-in for tests: records instances; the test drives open/message/close. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  onopen: Listener = null;
  onmessage: Listener = null;
  onclose: Listener = null;
  onerror: Listener = null;
  closeCalls = 0;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  static get latest(): FakeWebSocket | undefined {
    return FakeWebSocket.instances.at(-1);
  }

  static reset() {
    FakeWebSocket.instances = [];
  }

  close() {
    this.closeCalls += 1;
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** Server side: the connection opened. */
  open() {
    this.readyState = FakeWebSocket.OPEN;
    (this.onopen as ((event: Event) => void) | null)?.(new Event('open'));
  }

  /** Server side: a JSON message. */
  receive(message: unknown) {
    (this.onmessage as ((event: MessageEvent) => void) | null)?.(
      new MessageEvent('message', { data: JSON.stringify(message) }),
    );
  }

  /** The connection closed (server, network, or after close()). */
  fireClose() {
    this.readyState = FakeWebSocket.CLOSED;
    (this.onclose as ((event: CloseEvent) => void) | null)?.(new CloseEvent('close'));
  }
}
