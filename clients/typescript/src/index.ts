/**
 * A typed client of the saju, jami and Western astrology service.
 *
 *   const api = createClient({ baseUrl: 'https://api.example.com', apiKey: process.env.API_KEY! });
 *   const { data, error } = await api.POST('/v1/saju/basic', { body: { name: '홍길동', birthdate: '1990-05-15', gender: 'M' } });
 *   const Demo = gql(`query Demo { westernNatalChartDemo { info { name } } }`);
 *   const demo = await graphql(api.options, Demo, {});
 *
 * `createClient` is openapi-fetch typed by the service's OpenAPI document (src/openapi.ts): paths,
 * request bodies, answers and error bodies are checked by the compiler. `gql` is gql.tada over the
 * service's GraphQL schema (src/graphql-env.ts): a document written by the user is typed by its
 * variables and result, and `graphql` runs it.
 */
import createFetchClient, { type Client } from 'openapi-fetch';
import { print, type DocumentNode } from '@0no-co/graphql.web';
import { initGraphQLTada, type DocumentDecoration } from 'gql.tada';
import type { introspection } from './graphql-env.js';
import type { paths } from './openapi.js';

export type { paths, components, operations } from './openapi.js';
export type { ResultOf, VariablesOf } from 'gql.tada';

export interface ClientOptions {
  /** The service's origin, e.g. https://api.example.com (no trailing /v1). */
  baseUrl: string;
  /** The API key, sent as X-API-Key on every request. */
  apiKey: string;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof fetch;
}

export type ServiceClient = Client<paths> & { readonly options: ClientOptions };

/** An openapi-fetch client for every /v1 operation, sending the key. */
export function createClient(options: ClientOptions): ServiceClient {
  const client = createFetchClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  client.use({
    onRequest({ request }) {
      request.headers.set('X-API-Key', options.apiKey);
      return request;
    },
  });
  return Object.assign(client, { options });
}

/** A GraphQL document over the service's schema, typed by its variables and result (gql.tada). */
export const gql = initGraphQLTada<{ introspection: introspection }>();

/** A GraphQL answer: data, or the errors with their codes (extensions.code). */
export interface GraphQLResult<Result> {
  data?: Result | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Runs a GraphQL document with its variables on /graphql: one made with `gql`, or any typed
 * document (a TypedDocumentNode, or a typed document string as graphql-codegen writes them).
 */
export async function graphql<Result, Variables>(
  options: ClientOptions,
  document: DocumentDecoration<Result, Variables> & (DocumentNode | { toString(): string }),
  variables: Variables,
): Promise<GraphQLResult<Result>> {
  const query = typeof document === 'object' && 'kind' in document ? print(document) : String(document);
  const response = await (options.fetch ?? fetch)(`${options.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-API-Key': options.apiKey },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult<Result>;
}
