/**
 * Key management for operators: `npm run keys -- create|list|deactivate …` against the store the
 * environment names (openStore). The plaintext key is printed once, as the last line of `create`.
 */
import { parseArgs } from 'node:util';
import { openStore } from './open-store.js';
import { isTier, limitsFor, PLANS, TIERS } from './plans.js';
const USAGE = `Usage:
  npm run keys -- create --tier ${TIERS.join('|')} [--name NAME] [--daily-limit N] [--credit-limit N]
  npm run keys -- list
  npm run keys -- deactivate ID`;
class UsageError extends Error {
}
function count(value, option) {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value))
        throw new UsageError(`${option} must be a non-negative integer`);
    return Number(value);
}
function parseCommand(argv) {
    const [command, ...rest] = argv;
    switch (command) {
        case 'create': {
            const { values } = parseArgs({
                args: rest,
                options: {
                    tier: { type: 'string' },
                    name: { type: 'string' },
                    'daily-limit': { type: 'string' },
                    'credit-limit': { type: 'string' },
                },
            });
            const tier = values.tier ?? '';
            if (!isTier(tier))
                throw new UsageError(`--tier must be one of ${TIERS.join(', ')}`);
            const input = {
                name: values.name ?? `${tier} key`,
                tier,
                dailyLimit: count(values['daily-limit'], '--daily-limit'),
                creditLimit: count(values['credit-limit'], '--credit-limit'),
            };
            return async (store) => {
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
            };
        }
        case 'list': {
            parseArgs({ args: rest, options: {} });
            return async (store) => {
                const keys = await store.listKeys();
                if (keys.length === 0)
                    return ['No API keys.'];
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
            };
        }
        case 'deactivate': {
            const { positionals } = parseArgs({ args: rest, options: {}, allowPositionals: true });
            if (positionals.length !== 1)
                throw new UsageError('deactivate takes exactly one key id');
            const [id] = positionals;
            return async (store) => {
                if (!(await store.deactivateKey(id)))
                    throw new Error(`No API key with id ${id}`);
                return [`Deactivated API key ${id}`];
            };
        }
        default:
            throw new UsageError(command ? `Unknown command: ${command}` : 'No command given');
    }
}
function table(header, rows) {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    return [header, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
}
async function main() {
    let command;
    try {
        command = parseCommand(process.argv.slice(2));
    }
    catch (err) {
        // parseArgs throws TypeErrors for unknown or malformed options.
        if (!(err instanceof UsageError || err instanceof TypeError))
            throw err;
        console.error(`${err.message}\n\n${USAGE}`);
        return 2;
    }
    const store = await openStore();
    try {
        console.log((await command(store)).join('\n'));
        return 0;
    }
    catch (err) {
        console.error(err instanceof Error ? err.message : err);
        return 1;
    }
    finally {
        await store.close();
    }
}
process.exitCode = await main();
