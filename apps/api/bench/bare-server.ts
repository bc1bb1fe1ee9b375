// The yardstick: a bare Fastify server answering with bytes held in memory, no database, no
// validation, no plugins. Reads { path: { body (base64), encoding } } from the JSON file named
// in argv[2]: the shop's own compressed bodies, sent with the same content-encoding.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies: Record<string, { body: string; encoding: string }> = JSON.parse(
  readFileSync(process.argv[2] as string, 'utf8'),
);
const app = Fastify();
for (const [url, { body, encoding }] of Object.entries(bodies)) {
  const route = url.split('?')[0] as string;
  const bytes = Buffer.from(body, 'base64');
  app.get(route, (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(bytes),
  );
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
