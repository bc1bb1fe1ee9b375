import pg from 'pg';

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * A LISTEN subscription on a dedicated connection (a pooled one would be recycled) that
 * reconnects with backoff when the connection drops. Notifications sent while it was down are
 * lost, so after every reconnect `onPayload('')` is called: subscribers must treat it as
 * "anything may have changed".
 */
export async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryDelay = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => scheduleReconnect(next));
    next.on('end', () => scheduleReconnect(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryDelay = 500;
  };

  const scheduleReconnect = (failed: pg.Client) => {
    if (stopped || client !== failed || retryTimer) return;
    client = undefined;
    failed.end().catch(() => {});
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connect();
        onPayload('');
      } catch {
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY_MS);
        scheduleReconnect(failed);
      }
    }, retryDelay);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end();
  };
}
