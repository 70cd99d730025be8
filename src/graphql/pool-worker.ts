/**
 * A thread of the execution pool (src/graphql/pool.ts): the schema, loaded once, executing the
 * tasks it is sent. REST routes' fixed documents are compiled (graphql-jit) once per thread, as
 * the REST router does in process; other documents run as yoga runs them (graphql-js).
 */
import { setPriority } from 'node:os';
import { execute, parse, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { integrateCommonChironWindows } from '../core/astro/chiron.js';
import type { Context } from './builder.js';
import { POOL_DEFAULTS, sendResult, type ExecutionTask, type SentResult } from './pool.js';
import { schema } from './schema.js';

setPriority(POOL_DEFAULTS.threadNice);
integrateCommonChironWindows();

const compiled = new Map<string, CompiledQuery>();

export default async function run(task: ExecutionTask): Promise<SentResult> {
  const contextValue: Context = { access: null, usage: null };
  const result = await (task.compiled
    ? runCompiled(task, contextValue)
    : execute({ schema, document: parse(task.source), operationName: task.operationName, variableValues: task.variables, contextValue }));
  return sendResult(result, task.asText);
}

async function runCompiled(task: ExecutionTask, context: Context): Promise<ExecutionResult> {
  let query = compiled.get(task.source);
  if (!query) {
    const made = compileQuery(schema, parse(task.source), task.operationName ?? undefined);
    if (!isCompiledQuery(made)) return made;
    compiled.set(task.source, (query = made));
  }
  return query.query(undefined, context, task.variables);
}
