/**
 * The REST route of an addition without a documented record of its own: the body is the GraphQL
 * root field's `input` with snake_case keys, the answer the root field's data (the selection given)
 * with snake_case keys, in the operation's error style. The body is checked against the GraphQL
 * input type itself (coerceInputValue), so a bad field is a 400 naming it, as on the other routes.
 */
import { coerceInputValue, getNamedType, parse, type GraphQLInputType } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { z } from 'zod';
import { schema } from '../graphql/schema.js';
import type { Operation } from '../operations/index.js';
import { defineRoute } from './route.js';

const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every object key of a JSON value renamed (values, enum names included, unchanged). */
function rekey(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => rekey(v, rename));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [rename(k), rekey(v, rename)]));
}

type Body = Record<string, unknown>;
type Vars = { input: unknown };
type Data = Record<string, unknown>;

export function graphqlShapeRoute<Name extends string>(operation: Operation<Name>, selection: string) {
  const root = operation.graphql!;
  const field = schema.getQueryType()!.getFields()[root];
  const inputType = field.args.find((a) => a.name === 'input')!.type as GraphQLInputType;
  const document = parse(`query ${root[0].toUpperCase()}${root.slice(1)}($input: ${getNamedType(inputType).name}!) { ${root}(input: $input) ${selection} }`) as TypedDocumentNode<Data, Vars>;
  const body = z.record(z.string(), z.unknown()).superRefine((raw, ctx) => {
    coerceInputValue(rekey(raw, toCamel), inputType, (path, _invalid, error) => {
      ctx.addIssue({ code: 'custom', path: path.map((p) => (typeof p === 'string' ? toSnake(p) : p)), message: error.message });
    });
  });
  return defineRoute({
    operation,
    document,
    body: body.meta({ description: `The input of GraphQL's ${root} with snake_case keys (see the GraphQL schema for each field).` }),
    variables: (b: Body) => ({ input: rekey(b, toCamel) }),
    response: z.unknown().meta({ description: `The data of GraphQL's ${root} with snake_case keys.` }),
    shape: (data: Data) => rekey(data[root], toSnake),
  });
}
