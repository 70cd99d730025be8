/**
 * The documented 200 bodies and error bodies as zod schemas, for the OpenAPI document only: nothing
 * parses responses with them. Named records carry `.meta({ id })` and become components; strict
 * objects document every key (additionalProperties: false), so the OpenAPI test fails when a
 * response gains a key the document does not know. Open-ended maps (by branch, star, point or
 * period name) are records whose value shape is exact. Every property has a description (the
 * document's test counts them): what it is, its unit and range.
 *
 * A named schema is used as it is, or through `ref(schema, description)` where the use needs its
 * own description: `.meta()` on a copy (even `.optional().meta()`) would make the generator inline
 * it. Whatever describes an optional block goes in the block's own meta.
 *
 * One file per family in ./responses/, re-exported here in the document's order: the components
 * used through `ref` are generated first, in the order of their first use (./responses/common.ts
 * `referencedComponents`), so the families are evaluated in this order, and the routes and the
 * document import them from here.
 */
export { envelope, referencedComponents } from './responses/common.js';
export { NatalChartResponse } from './responses/natal.js';
export { SajuAnalysisResponse, SajuBasicResponse } from './responses/saju.js';
export { JamiResponse } from './responses/jami.js';
export { SajuLuckResponse } from './responses/saju-luck.js';
export { SajuStructureResponse } from './responses/saju-structure.js';
export { JamiHoroscopeResponse } from './responses/jami-horoscope.js';
export { ProgressionsResponse, SolarReturnResponse, TransitsResponse } from './responses/predictive.js';
export { DirectionsResponse, FirdariaResponse, ProfectionsResponse } from './responses/classical.js';
export { SynastryResponse } from './responses/synastry.js';
export { ProgressedLunationsResponse, SolarArcResponse } from './responses/progressed.js';
export { EventsResponse } from './responses/events.js';
export { ErrorBodies, PngImage, SvgDocument } from './responses/errors.js';
