// The yardstick: a bare Fastify server answering with bytes held in memory, no database, no
// validation, no plugins. Reads { path: body } from the JSON file named in argv[2].
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies: Record<string, string> = JSON.parse(readFileSync(process.argv[2] as string, 'utf8'));
const app = Fastify();
for (const [url, body] of Object.entries(bodies)) {
  const route = url.split('?')[0] as string;
  app.get(route, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
