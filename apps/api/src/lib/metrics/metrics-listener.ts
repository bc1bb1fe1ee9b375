import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  /** The bound port (the one asked for, or the system's pick for port 0). */
  port: number;
  close(): Promise<void>;
}

/** A plain HTTP server of its own answering GET /metrics, so the public port never serves them. */
export async function startMetricsListener(
  registry: Registry,
  { host, port }: { host: string; port: number },
  onError: (error: unknown) => void,
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const pathname = request.url?.split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
      },
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
