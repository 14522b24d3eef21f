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
