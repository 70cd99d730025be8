/**
 * The Express app: the /v1 REST layer and /graphql (yoga, with a self-contained GraphiQL page),
 * both behind the same access middleware and executing the same Pothos schema.
 */
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import express from 'express';
import { createYoga } from 'graphql-yoga';
import { accessMiddleware } from './access/middleware.js';
import { schema } from './graphql/schema.js';
import { BODY_LIMIT, bodyError, restRouter } from './rest/router.js';
import { routes } from './rest/routes.js';
const EXAMPLE_QUERY = `# Send your key in the headers tab: {"X-API-Key": "sk_..."}
query SunSign {
  natalChart(input: {
    datetime: "1990-05-15T14:30:00"
    location: { latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul" }
  }) {
    bodies { sun { sign dms house } moon { sign dms } }
    angles { asc { sign dms } }
  }
}
`;
export function createApp({ store, logError = defaultLogError }) {
    const app = express();
    app.disable('x-powered-by');
    app.set('etag', false);
    app.use(restRouter(schema, routes, store, logError));
    const yoga = createYoga({
        schema,
        graphqlEndpoint: '/graphql',
        landingPage: false,
        cors: false,
        graphiql: { title: 'Saju · Jami · Astrology GraphQL', defaultQuery: EXAMPLE_QUERY, headers: '{"X-API-Key": ""}' },
        renderGraphiQL,
        context: ({ res }) => ({ access: res.locals.access, usage: null }),
        plugins: [
            {
                // Responses that charged nothing still carry the key's X-RateLimit headers.
                onResponse: async ({ serverContext }) => {
                    const { res } = serverContext;
                    await res.locals.access?.ensureRateLimitHeaders();
                },
            },
        ],
        // Unexpected errors are masked ("Unexpected error.") and logged; ApiErrors pass with their code.
        logging: { debug() { }, info() { }, warn: logError, error: logError },
    });
    const graphqlError = (res, err) => res.status(err.status).json({ errors: [{ message: err.message, extensions: { code: err.code } }] });
    app.use('/graphql', accessMiddleware(store, {
        // The GraphiQL page itself is public; every operation it sends carries a key.
        isPublic: (req) => req.method === 'GET' && !req.query.query && Boolean(req.accepts('html')),
        onError: (_req, res, err) => graphqlError(res, err),
    }), 
    // Parsed here, yoga takes the object as it is instead of re-reading the stream.
    express.json({ limit: BODY_LIMIT }), yoga.requestListener, (err, _req, res, _next) => graphqlError(res, bodyError(err, logError)));
    app.use((_req, res) => {
        res.status(404).json({ detail: 'Not Found' });
    });
    return app;
}
function defaultLogError(err) {
    const message = err instanceof Error ? err.stack ?? err.message : String(err);
    console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), msg: message }));
}
