/**
 * The layers of src/ (README "Architecture"), checked by `npm test` (`npm run lint:deps`).
 *
 * Lowest first; a module may import its own layer and the layers before it, never one after it:
 * - core: pure calculation (src/core).
 * - operations: every operation declared once, plain data over the core (src/operations).
 * - validation, render, logger: field schemas and texts over the core's parsers; SVG as pure
 *   functions of a core chart; the process's logger (src/observability/logger.ts).
 * - errors: the error-body styles and the mapping of core errors to GraphQL (src/errors.ts).
 * - access: keys, plans, usage and the middleware that answers refusals in a route's error style.
 * - observability: request logs, metrics and health, over the access store.
 * - graphql: the schema over the core (its cost.ts prices an operation by the access plans; its
 *   fields return the render layer's SVG).
 * - rest: the /v1 routes running the GraphQL operations, with their documented answers.
 * - openapi: the OpenAPI document built from the REST route table.
 * - mcp: the MCP server, one tool per REST route.
 * - portal: the developer portal.
 * - app: the Express app, the HTTP hygiene middleware, the server and the entry point.
 */
const LAYERS = [
  { name: 'core', path: '^src/core/' },
  // The operation declarations: plain data over the core, read by access (prices, tiers), graphql
  // (root-field costs), rest (routes), openapi, mcp and the README.
  { name: 'operations', path: '^src/operations/' },
  { name: 'validation', path: '^src/validation\\.ts$' },
  { name: 'render', path: '^src/render/' },
  { name: 'logger', path: '^src/observability/logger\\.ts$' },
  { name: 'errors', path: '^src/errors\\.ts$' },
  { name: 'access', path: '^src/access/' },
  { name: 'observability', path: '^src/observability/(?!logger\\.ts$)' },
  { name: 'graphql', path: '^src/graphql/' },
  { name: 'rest', path: '^src/rest/' },
  { name: 'openapi', path: '^src/openapi/' },
  // The MCP server: tools over the REST routes (src/rest/routes.ts).
  { name: 'mcp', path: '^src/mcp/' },
  { name: 'portal', path: '^src/portal/' },
  { name: 'app', path: '^src/(http-hygiene|app|server|main)\\.ts$' },
];

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} imports only itself and the layers below it (${LAYERS.slice(0, index).map((l) => l.name).join(', ') || 'none'})`,
  severity: 'error',
  from: { path: layer.path },
  to: { path: LAYERS.slice(index + 1).map((l) => `(${l.path})`).join('|') },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-self-contained',
      comment: 'src/core imports nothing of src/ outside src/core, and no web, GraphQL or validation library',
      severity: 'error',
      from: { path: '^src/core/' },
      to: {
        pathNot: '^src/core/',
        path: ['^src/', '^node_modules/(express|graphql|graphql-yoga|@pothos|zod|better-sqlite3|pg)/'],
      },
    },
    {
      name: 'src-is-self-contained',
      comment: 'src/ imports no test, script, benchmark or client code (only src/ and packages)',
      severity: 'error',
      from: { path: '^src/' },
      to: { pathNot: ['^src/', '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    ...layerRules,
    {
      name: 'no-unlayered-src',
      comment: 'every module of src/ belongs to a layer above (add a new folder to LAYERS)',
      severity: 'error',
      from: { path: '^src/', pathNot: LAYERS.map((l) => `(${l.path})`).join('|') },
      to: {},
    },
    {
      name: 'no-cycle',
      comment: 'no import cycle in src/, type-only imports included',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'every import resolves',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle through `import type` is still a cycle of the design.
    tsPreCompilationDeps: 'specify',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
