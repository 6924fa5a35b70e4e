/**
 * The floor of the API benchmarks: a bare Fastify app (no plugins, no hooks) answering fixed bytes,
 * and `POST /verify`: one argon2id verification of the form's `password` with the server's
 * parameters, straight from @node-rs/argon2 (the password grant's floor over HTTP, with the same
 * load generator on the same cores as the grant). Run as its own process, like the real server.
 *   tsx bench/lib/bare-server.ts <routes.json>   → prints "PORT <n>" once listening
 * routes.json: [{ "path": "/api/…", "contentType": "…", "bodyBase64": "…" }]
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { hash, verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { ARGON2_OPTIONS } from '../../apps/server/src/lib/passwords';

type Route = { path: string; contentType: string; bodyBase64: string };

const routes = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Route[];
const app = Fastify({ logger: false });
for (const route of routes) {
  const bytes = Buffer.from(route.bodyBase64, 'base64');
  app.get(route.path, (_request, reply) => reply.type(route.contentType).send(bytes));
}
const hashed = await hash('Player#2026', ARGON2_OPTIONS);
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
  done(null, new URLSearchParams(String(body))),
);
app.post('/verify', async (request, reply) => {
  const ok = await verify(hashed, (request.body as URLSearchParams).get('password') ?? '');
  return reply.code(ok ? 200 : 400).send({ ok });
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
