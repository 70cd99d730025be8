/**
 * GET /openapi.json (the document of ./document.ts) and /docs (Swagger UI). Both are public: the
 * document describes the API, and every request the docs page sends carries the key typed into
 * its Authorize dialog. Swagger UI is served from the local swagger-ui-dist files, so the page
 * works offline; the validator badge (which calls validator.swagger.io) is off.
 */
import type { Express, RequestHandler } from 'express';
import swaggerUi from 'swagger-ui-express';
import { routeLabel } from '../observability/http.js';
import { routes } from '../rest/routes.js';
import { buildOpenApiDocumentWithExamples, servedFrom } from './document.js';

const OPENAPI_PATH = '/openapi.json';
const DOCS_PATH = '/docs';

// The page loads its assets by relative URLs (./swagger-ui.css), which need the trailing slash.
const addTrailingSlash: RequestHandler = (req, res, next) =>
  req.originalUrl.split('?')[0] === DOCS_PATH ? res.redirect(301, `${DOCS_PATH}/`) : next();

export function docsRoutes(app: Express): void {
  // Built on first request, once: the route table is fixed when the app starts. Building runs every
  // example request (about half a second), which the app's start does not wait for.
  let document: ReturnType<typeof buildOpenApiDocumentWithExamples> | undefined;
  app.get(OPENAPI_PATH, async (req, res) => {
    document ??= buildOpenApiDocumentWithExamples(routes);
    // A failed build is not kept: the next request tries again (and this one gets the app's 500).
    const built = await document.catch((err: unknown) => {
      document = undefined;
      throw err;
    });
    res.json(servedFrom(built, `${req.protocol}://${req.get('host')}`));
  });

  const options = {
    customSiteTitle: 'Saju · Jami · Astrology API',
    swaggerUrl: OPENAPI_PATH,
    swaggerOptions: { persistAuthorization: true, validatorUrl: null },
  };
  app.use(
    DOCS_PATH,
    routeLabel(DOCS_PATH),
    addTrailingSlash,
    // serveFiles (not serve) keeps this page's init script to itself rather than in a module global.
    swaggerUi.serveFiles(undefined, options),
    swaggerUi.setup(undefined, options),
  );
}
