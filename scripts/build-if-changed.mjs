#!/usr/bin/env node
/**
 * `npm start`'s prestart: `npm run build` only when an input of the build changed since the last
 * successful build, else a line saying dist/ is current (tens of milliseconds instead of tsc's
 * full compile).
 *
 * Inputs: every file and directory under src/ (a directory's mtime moves when a file in it is
 * added, deleted or renamed), tsconfig*.json, package.json, package-lock.json and
 * node_modules/.package-lock.json (npm rewrites it on every install, so a new or changed
 * dependency, with its types, counts too).
 *
 * The stamp dist/.build-stamp holds the time the last successful build started, less 2 s for file
 * systems whose mtimes are whole seconds: a file saved while tsc ran is newer than the stamp. A
 * failed build leaves no stamp (tsc writes dist/ even when type checking fails, so dist/'s own
 * mtimes would look current). FORCE_BUILD=1 builds anyway; BUILD_MTIME_SLACK_MS replaces the
 * 2 s (the tests set 0).
 *
 * The project is the current directory, where npm runs its scripts. Plain JavaScript, so that it
 * runs in node without tsx's start-up.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
const STAMP = join(root, 'dist', '.build-stamp');
const ENTRY = join(root, 'dist', 'src', 'main.js');
const MTIME_SLACK_MS = Number(process.env.BUILD_MTIME_SLACK_MS || 2000);

/** The build's inputs that exist, with their mtimes. */
function inputs() {
  const src = join(root, 'src');
  const paths = existsSync(src) ? [src, ...readdirSync(src, { recursive: true }).map((entry) => join(src, entry))] : [];
  for (const name of readdirSync(root)) {
    if (/^tsconfig.*\.json$/.test(name) || name === 'package.json' || name === 'package-lock.json') {
      paths.push(join(root, name));
    }
  }
  paths.push(join(root, 'node_modules', '.package-lock.json'));
  return paths.filter((path) => existsSync(path)).map((path) => ({ path, mtimeMs: statSync(path).mtimeMs }));
}

/** Why a build is needed, or undefined when dist/ is current. */
function reason() {
  if (process.env.FORCE_BUILD === '1') return 'FORCE_BUILD=1';
  if (!existsSync(ENTRY)) return `${relative(root, ENTRY)} is missing`;
  if (!existsSync(STAMP)) return 'no record of a successful build';
  const builtAt = Number(readFileSync(STAMP, 'utf8'));
  if (!Number.isFinite(builtAt)) return 'the build record is unreadable';
  const newer = inputs().filter((input) => input.mtimeMs >= builtAt);
  if (newer.length === 0) return undefined;
  const names = newer.slice(0, 3).map((input) => relative(root, input.path) || '.');
  return `changed since the last build: ${names.join(', ')}${newer.length > 3 ? ` and ${newer.length - 3} more` : ''}`;
}

const why = reason();
if (why === undefined) {
  const builtAt = Number(readFileSync(STAMP, 'utf8')) + MTIME_SLACK_MS;
  console.log(`prestart: dist/ is current (built ${new Date(builtAt).toISOString()}); no build`);
} else {
  console.log(`prestart: building (${why})`);
  const startedAt = Date.now() - MTIME_SLACK_MS;
  rmSync(STAMP, { force: true });
  // Under npm, npm_execpath is npm's own CLI (a JavaScript file): the same npm runs the build script.
  const npm = process.env.npm_execpath;
  const [command, args] = /\.[cm]?js$/.test(npm ?? '') ? [process.execPath, [npm, 'run', 'build']] : ['npm', ['run', 'build']];
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, String(startedAt));
}
