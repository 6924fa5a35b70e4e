/**
 * The floor of the API benchmarks: a bare Fastify app (no plugins, no hooks) answering fixed bytes.
 * Run as its own process, like the real server, so the load generator never shares its thread.
 *   tsx bench/lib/bare-server.ts <routes.json>   → prints "PORT <n>" once listening
 * routes.json: [{ "path": "/api/…", "contentType": "…", "bodyBase64": "…" }]
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

type Route = { path: string; contentType: string; bodyBase64: string };

const routes = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Route[];
const app = Fastify({ logger: false });
for (const route of routes) {
  const bytes = Buffer.from(route.bodyBase64, 'base64');
  app.get(route.path, (_request, reply) => reply.type(route.contentType).send(bytes));
}
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
