/**
 * A typed client of the saju, jami and Western astrology service.
 *
 *   const api = createClient({ baseUrl: 'https://api.example.com', apiKey: process.env.API_KEY! });
 *   const { data, error } = await api.POST('/v1/saju/basic', { body: { name: '홍길동', birthdate: '1990-05-15', gender: 'M' } });
 *   const chart = await graphql(api.options, documents.NatalChartDocument, { input: { ... } });
 *
 * `createClient` is openapi-fetch typed by the service's OpenAPI document (src/openapi.ts): paths,
 * request bodies, answers and error bodies are checked by the compiler. `graphql` runs any of the
 * service's GraphQL operation documents (src/graphql.ts), typed by their variables and results.
 */
import createFetchClient, { type Client } from 'openapi-fetch';
import type { TypedDocumentString } from './graphql.js';
import type { paths } from './openapi.js';

export type { paths, components, operations } from './openapi.js';
export * as documents from './graphql.js';

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

/** A GraphQL answer: data, or the errors with their codes (extensions.code). */
export interface GraphQLResult<Result> {
  data?: Result | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Runs one of the service's GraphQL documents with its variables on /graphql. */
export async function graphql<Result, Variables>(
  options: ClientOptions,
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
): Promise<GraphQLResult<Result>> {
  const response = await (options.fetch ?? fetch)(`${options.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-API-Key': options.apiKey },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  return (await response.json()) as GraphQLResult<Result>;
}
