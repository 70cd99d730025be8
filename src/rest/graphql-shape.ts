/**
 * The REST route of an addition without a documented record of its own: the body is the GraphQL
 * root field's `input` with snake_case keys, the answer the root field's data (the selection given)
 * with snake_case keys, in the operation's error style. The body's zod schema is derived from the
 * GraphQL input type (fields, requiredness, enums, descriptions), so a bad field is a 400 naming
 * it and the OpenAPI document shows the fields, as on the other routes; the bounds the GraphQL
 * inputs check themselves answer 400 too.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
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

/** The zod schema of a GraphQL input type, object keys in snake_case. */
function zodOf(type: GraphQLInputType): z.ZodType {
  if (isNonNullType(type)) return zodOf(type.ofType);
  if (isListType(type)) return z.array(zodOf(type.ofType));
  if (isEnumType(type)) return z.enum(type.getValues().map((v) => v.name) as [string, ...string[]]);
  if (isInputObjectType(type)) return z.object(Object.fromEntries(Object.values(type.getFields()).map((f) => [toSnake(f.name), fieldOf(f)])));
  switch (type.name) {
    case 'String':
      return z.string();
    case 'Int':
      return z.number().int();
    case 'Float':
      return z.number();
    case 'Boolean':
      return z.boolean();
    default:
      return z.unknown();
  }
}

/** A field: required when non-null without a default, else optional (null allowed). */
function fieldOf(f: GraphQLInputField): z.ZodType {
  const base = zodOf(f.type);
  const schema = isNonNullType(f.type) && f.defaultValue === undefined ? base : base.nullish();
  return f.description ? schema.meta({ description: f.description }) : schema;
}

type Body = Record<string, unknown>;

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, withoutNulls(v)]));
}
type Vars = { input: unknown };
type Data = Record<string, unknown>;

export function graphqlShapeRoute<Name extends string>(operation: Operation<Name>, selection: string) {
  const root = operation.graphql!;
  const field = schema.getQueryType()!.getFields()[root];
  const inputType = field.args.find((a) => a.name === 'input')!.type as GraphQLInputType;
  const document = parse(`query ${root[0].toUpperCase()}${root.slice(1)}($input: ${getNamedType(inputType).name}!) { ${root}(input: $input) ${selection} }`) as TypedDocumentNode<Data, Vars>;
  const body = zodOf(inputType) as z.ZodObject;
  return defineRoute({
    operation,
    document,
    body: body.meta({ description: `The input of GraphQL's ${root} with snake_case keys (see the GraphQL schema for each field).` }),
    // Absent and null fields are left out, so GraphQL applies its defaults.
    variables: (b: Body) => ({ input: rekey(withoutNulls(b), toCamel) }),
    response: z.unknown().meta({ description: `The data of GraphQL's ${root} with snake_case keys.` }),
    shape: (data: Data) => rekey(data[root], toSnake),
  });
}
