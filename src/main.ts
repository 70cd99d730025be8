/**
 * Starts the service: opens the access store (SQLite under DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), creates and prints one development key on first start, and the developer
 * portal's admin token unless ADMIN_TOKEN is set, and listens on PORT.
 */
import { createApp } from './app.js';
import { openStore } from './access/open-store.js';
import { createAdminToken } from './portal/auth.js';
import { defaultLogger } from './observability/logger.js';
import { bodyPosition } from './core/astro/ephemeris.js';
import { jdFromEpochMs } from './core/time/julian.js';

const port = Number(process.env.PORT ?? 3000);
const store = await openStore();

if ((await store.countKeys()) === 0) {
  const { record, key } = await store.createKey({ name: 'development', tier: 'professional' });
  // Printed once: only the hash is stored, so this is the only time the key can be seen.
  console.log(`Created development key ${record.id} (tier ${record.tier}). Keep it; it will not be shown again:`);
  console.log(key);
}

// ADMIN_TOKEN, when set, is the portal's token (never stored); otherwise the first instance to
// start stores a generated token's hash and prints the token, once.
const adminToken = process.env.ADMIN_TOKEN || undefined;
if (!adminToken) {
  const token = await createAdminToken(store);
  if (token) {
    console.log('Created the admin token of the developer portal (/portal). Keep it; it will not be shown again:');
    console.log(token);
  }
}

const logger = defaultLogger();
const server = createApp({ store, logger, adminToken }).listen(port, () => {
  logger.info({ port }, `listening on http://localhost:${port} (API reference at /docs, GraphiQL at /graphql, developer portal at /portal; /healthz, /readyz, /metrics)`);
  // Chiron is integrated per 50-year window on first use (≈ 0.2 s each): do the windows of most
  // births (1950–2050) now, after listening, rather than in the first include_asteroids request.
  setImmediate(() => {
    for (const year of [1975, 2025]) bodyPosition('chiron', jdFromEpochMs(Date.UTC(year, 0, 1)));
  });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => void store.close().then(() => process.exit(0)));
  });
}
