/**
 * Introspection is public, as /openapi.json is: a document whose every operation selects only
 * meta fields (__schema, __type, __typename) needs no key and costs nothing, so GraphiQL's docs
 * pane and autocomplete work before a key is entered, and schema tools (codegen, linters) run
 * without one. Anything else still needs a key; the charge would refuse it anyway (a priced root
 * field without a key is 401), so a mistake here could not give work away.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { Kind, OperationTypeNode, parse, type DocumentNode } from 'graphql';
import { OPERATION_LIMITS } from './cost.js';

/** Whether every operation of the document selects only meta fields at its root. */
export function isIntrospectionOnly(document: DocumentNode): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return (
    operations.length > 0 &&
    operations.every((op) =>
      op.operation === OperationTypeNode.QUERY && op.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__')),
    )
  );
}

function introspectionText(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  try {
    return isIntrospectionOnly(parse(query, { maxTokens: OPERATION_LIMITS.tokens }));
  } catch {
    return false; // not a document: the key check answers first, as for any keyless request
  }
}

/**
 * Marks keyless introspection requests (res.locals.publicIntrospection) before the key check. A
 * keyless JSON body is read here, within `bodyLimit`; one that cannot be read is left to the key
 * check, which answers 401 as before.
 */
export function markPublicIntrospection(bodyLimit: string) {
  const json = express.json({ limit: bodyLimit });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.get('X-API-Key')) return next();
    if (req.method === 'GET') {
      res.locals.publicIntrospection = introspectionText(req.query.query);
      return next();
    }
    if (req.method !== 'POST' || !req.is('application/json')) return next();
    json(req, res, (err?: unknown) => {
      if (!err) res.locals.publicIntrospection = introspectionText((req.body as { query?: unknown } | undefined)?.query);
      next();
    });
  };
}
