import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server on 127.0.0.1 that takes `holdMs` to accept each message, so that a test can
 * have a mail in flight when it stops the server sending it. `receiving` resolves when the
 * first message starts arriving; `received` holds the raw messages accepted.
 */
export async function startSlowSmtpSink(holdMs: number) {
  const received: string[] = [];
  let started: () => void = () => {};
  const receiving = new Promise<void>((resolve) => {
    started = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      started();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        }, holdMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    receiving,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
