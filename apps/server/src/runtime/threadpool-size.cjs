/**
 * Sizes libuv's thread pool for the server: every start preloads this file (`--require`), because
 * the pool's size is read once, at its first use, and the ES module loader reads the server's
 * modules through the pool before any of their code runs.
 *
 * argon2id's verifications take all but two of the pool's threads (lib/passwords.ts, cores + 3 in
 * flight); the two left serve file reads, DNS lookups and compression. An operator's own
 * UV_THREADPOOL_SIZE is kept.
 */
'use strict';

const { availableParallelism } = require('node:os');

if (!process.env.UV_THREADPOOL_SIZE) process.env.UV_THREADPOOL_SIZE = String(availableParallelism() + 5);
