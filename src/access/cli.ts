/**
 * Key management for operators: `npm run keys -- create|list|deactivate|help …` against the store
 * the environment names (openStore). Every command first prints, on stderr, the store it uses (the
 * SQLite file, or PostgreSQL's host, port and database — never the user or password). The
 * plaintext key is printed once, as the last line of `create`'s stdout.
 *
 * Exit codes: 0 done (and help), 1 the store refused or failed, 2 bad arguments (with the usage).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openStore } from './open-store.js';
import { isTier, limitsFor, PLANS, TIERS } from './plans.js';
import type { AccessStore } from './store.js';

/** The largest limit both stores hold: PostgreSQL's `integer` columns (SQLite's are 64-bit). */
const MAX_LIMIT = 2_147_483_647;

const NUMERIC_OPTIONS = ['--daily-limit', '--credit-limit'];

function usage(env: NodeJS.ProcessEnv): string {
  return `Usage: npm run keys -- COMMAND [OPTIONS]

Commands:
  create --tier TIER [--name NAME] [--daily-limit N] [--credit-limit N]
                  Create a key. Its plaintext is printed once, as the last line.
  list            List the keys with today's requests and the credits used (never a secret).
  deactivate ID   Deactivate the key with this id; its requests then get 403 (KEY_DEACTIVATED).
  help            Print this text (also --help or -h after any command).

Options of create:
  --tier TIER        ${TIERS.join(' | ')} (required)
  --name NAME        a label for the key (default: "TIER key")
  --daily-limit N    requests per UTC day for this key instead of its tier's
  --credit-limit N   credits for this key instead of its tier's (per month; once for free)
                     N is a whole number from 0 to ${MAX_LIMIT}.

Environment:
  DATABASE_URL   when set, the keys are in this PostgreSQL database;
  DATA_DIR       otherwise in the SQLite file DATA_DIR/access.db (DATA_DIR defaults to ./data,
                 relative to the directory the command runs in).

Warning: use the same DATABASE_URL or DATA_DIR as the server. Otherwise the key is created in
another store, the server does not know it and answers its requests with 401.
Every command prints the store it uses first, on stderr. In this environment:
  ${describeStore(env)}`;
}

/**
 * The store openStore opens for this environment, in words: the SQLite file's absolute path, or
 * PostgreSQL's host, port and database as pg resolves them from DATABASE_URL (and PGHOST, PGPORT,
 * PGDATABASE) — never the user or the password.
 */
function describeStore(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) {
    let client: pg.Client;
    try {
      // The constructor only parses the connection string; it does not connect.
      client = new pg.Client({ connectionString: env.DATABASE_URL });
    } catch {
      return 'PostgreSQL (DATABASE_URL does not parse as a connection string)';
    }
    const { host, port, database, user } = client;
    // Without a database in the URL, pg uses the user's name: do not print it.
    const db = database && database !== user ? database : "(the user's default database)";
    return `PostgreSQL at ${host.includes(':') ? `[${host}]` : host}:${port}, database ${db} (DATABASE_URL)`;
  }
  // The same default as openStore.
  return `SQLite file ${resolve(env.DATA_DIR || './data', 'access.db')} (DATA_DIR)`;
}

/**
 * An error's message, with the cause a StoreUnavailableError wraps (e.g. connect ECONNREFUSED
 * 127.0.0.1:5432), and DATABASE_URL's user and password replaced by "***" (PostgreSQL names the
 * user in its authentication errors).
 */
function errorText(err: unknown, env: NodeJS.ProcessEnv = process.env): string {
  let text = err instanceof Error ? err.message : String(err);
  if (err instanceof Error && err.cause instanceof Error) text += `: ${err.cause.message}`;
  if (env.DATABASE_URL) {
    try {
      const { user, password } = new pg.Client({ connectionString: env.DATABASE_URL });
      for (const secret of [user, typeof password === 'string' ? password : undefined]) {
        if (!secret) continue;
        // Whole words only: a user "u" leaves "unavailable" alone.
        const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        text = text.replace(new RegExp(`(?<!\\w)${escaped}(?!\\w)`, 'g'), '***');
      }
    } catch {
      // describeStore has said that it does not parse.
    }
  }
  return text;
}

class UsageError extends Error {}

/** A limit: a whole number from 0 to MAX_LIMIT, else a UsageError naming the option and the value. */
function limit(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n <= MAX_LIMIT)) {
    throw new UsageError(`${option} must be a whole number from 0 to ${MAX_LIMIT}, got "${value}"`);
  }
  return n;
}

/**
 * parseArgs reads `--daily-limit -5` as an option without a value followed by an option -5; glued
 * as `--daily-limit=-5`, the value reaches limit() and its message.
 */
function glueNegativeNumbers(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (NUMERIC_OPTIONS.includes(args[i]) && /^-[\d.]/.test(args[i + 1] ?? '')) out.push(`${args[i]}=${args[++i]}`);
    else out.push(args[i]);
  }
  return out;
}

/** parseArgs' TypeErrors in the CLI's words, naming the command. */
function parseError(err: Error & { code?: string }, command: string): UsageError {
  const quoted = /'([^']+)'/.exec(err.message)?.[1] ?? '';
  const option = quoted.split(' ')[0];
  switch (err.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return new UsageError(`${command} has no option ${option}`);
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return new UsageError(`${option} needs a value (one starting with "-" is written ${option}=VALUE)`);
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return new UsageError(`${command} takes no argument "${quoted}"`);
    default:
      return new UsageError(err.message);
  }
}

/** The command line as a function of the store: returns the lines to print. */
type Command = (store: AccessStore) => Promise<string[]>;

type Parsed = { help: true } | { help: false; command: Command };

function parseCommand(argv: string[]): Parsed {
  const [command, ...rest] = argv;
  const end = argv.indexOf('--');
  const options = end < 0 ? argv : argv.slice(0, end);
  if (command === 'help' || options.includes('--help') || options.includes('-h')) return { help: true };
  const parse = <T>(work: () => T): T => {
    try {
      return work();
    } catch (err) {
      if (err instanceof TypeError) throw parseError(err, command);
      throw err;
    }
  };
  switch (command) {
    case 'create': {
      const { values } = parse(() =>
        parseArgs({
          args: glueNegativeNumbers(rest),
          options: {
            tier: { type: 'string' },
            name: { type: 'string' },
            'daily-limit': { type: 'string' },
            'credit-limit': { type: 'string' },
          },
        }),
      );
      const tier = values.tier ?? '';
      if (!isTier(tier)) {
        throw new UsageError(
          values.tier === undefined ? 'create needs --tier' : `--tier must be one of ${TIERS.join(', ')}, got "${tier}"`,
        );
      }
      const input = {
        name: values.name ?? `${tier} key`,
        tier,
        dailyLimit: limit(values['daily-limit'], '--daily-limit'),
        creditLimit: limit(values['credit-limit'], '--credit-limit'),
      };
      return {
        help: false,
        command: async (store) => {
          const { record, key } = await store.createKey(input);
          const { dailyLimit, creditLimit } = limitsFor(record);
          const period = PLANS[tier].creditPeriod === 'lifetime' ? 'once' : 'per month';
          return [
            `Created API key ${record.id}`,
            `  name:         ${record.name}`,
            `  tier:         ${record.tier}`,
            `  daily limit:  ${dailyLimit} requests per UTC day`,
            `  credit limit: ${creditLimit} credits ${period}`,
            'The key is shown only now; store it safely:',
            key,
          ];
        },
      };
    }
    case 'list': {
      parse(() => parseArgs({ args: rest, options: {} }));
      return {
        help: false,
        command: async (store) => {
          const keys = await store.listKeys();
          if (keys.length === 0) return ['No API keys.'];
          const rows = keys.map((k) => [
            k.id,
            k.name,
            k.tier,
            k.active ? 'active' : 'deactivated',
            `${k.usage.dailyUsed}/${k.usage.dailyLimit}`,
            `${k.usage.creditsUsed}/${k.usage.creditLimit}`,
            k.created_at,
            k.last_used_at ?? '-',
          ]);
          return table(['ID', 'NAME', 'TIER', 'STATUS', 'TODAY', 'CREDITS', 'CREATED', 'LAST USED'], rows);
        },
      };
    }
    case 'deactivate': {
      const { positionals } = parse(() => parseArgs({ args: rest, options: {}, allowPositionals: true }));
      if (positionals.length !== 1) throw new UsageError('deactivate takes exactly one key id');
      const [id] = positionals;
      return {
        help: false,
        command: async (store) => {
          if (!(await store.deactivateKey(id))) throw new Error(`No API key with id ${id}`);
          return [`Deactivated API key ${id}`];
        },
      };
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'No command given');
  }
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  return [header, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
}

async function main(): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parseCommand(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${usage(process.env)}`);
    return 2;
  }
  if (parsed.help) {
    console.log(usage(process.env));
    return 0;
  }
  console.error(`Store: ${describeStore()}`);
  let store: AccessStore;
  try {
    store = await openStore();
  } catch (err) {
    console.error(`Cannot open the store: ${errorText(err)}`);
    return 1;
  }
  try {
    console.log((await parsed.command(store)).join('\n'));
    return 0;
  } catch (err) {
    console.error(errorText(err));
    return 1;
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
