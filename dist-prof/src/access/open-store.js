import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PostgresStore } from './postgres-store.js';
import { SqliteStore } from './sqlite-store.js';
/**
 * The access store the environment names: PostgreSQL when DATABASE_URL is set (several instances
 * share it), else the SQLite file DATA_DIR/access.db (DATA_DIR defaults to ./data).
 */
export async function openStore(env = process.env) {
    if (env.DATABASE_URL)
        return PostgresStore.open(env.DATABASE_URL);
    const dataDir = env.DATA_DIR || './data';
    mkdirSync(dataDir, { recursive: true });
    return new SqliteStore(join(dataDir, 'access.db'));
}
