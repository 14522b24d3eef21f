import { createServer, type Server, type Socket } from 'node:net';

export interface FakeSmtp {
  /** Raw DATA of each message received, with its envelope recipients. */
  messages: { to: string[]; data: string }[];
  /** Connections accepted so far. */
  readonly connections: number;
  close(): Promise<void>;
}

/**
 * Just enough SMTP for nodemailer (no TLS, no auth), listening on 127.0.0.1 only. With
 * `hangFirstConnection`, the first client is never greeted: a delivery stuck mid-job.
 */
export function startFakeSmtp(
  port: number,
  options: { hangFirstConnection?: boolean } = {},
): Promise<FakeSmtp> {
  const messages: FakeSmtp['messages'] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    connections += 1;
    if (options.hangFirstConnection && connections === 1) return;
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push({ to, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 OK: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        messages,
        get connections() {
          return connections;
        },
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}
