import { readFileSync } from 'node:fs';

/** Node's flags of `npm start` (package.json), so that the benchmarks and the soak run the service as it runs. */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const flags = /\bnode ((?:--\S+ )*)dist\/src\/main\.js/.exec(scripts.start)?.[1];
  if (flags === undefined) throw new Error('package.json start script: no "node … dist/src/main.js"');
  return flags.trim().split(/\s+/).filter(Boolean);
}
