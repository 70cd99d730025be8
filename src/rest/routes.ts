/** The route table of the REST compatibility layer: every /v1 operation, in spec order. */
import { classicalRoutes } from './classical.js';
import { jamiRoutes } from './jami.js';
import { natalChartDemoRoute, natalChartRoute } from './natal.js';
import { eventsRoute } from './events.js';
import { predictiveRoutes } from './predictive.js';
import { progressedRoutes } from './progressed.js';
import type { AnyRoute } from './route.js';
import { sajuAnalysisRoute, sajuBasicRoute, sajuLuckRoute, sajuStructureRoute } from './saju.js';
import { svgRoutes } from './svg.js';
import { synastryRoutes } from './synastry.js';

export const routes: AnyRoute[] = [
  sajuBasicRoute,
  sajuAnalysisRoute,
  sajuLuckRoute,
  sajuStructureRoute,
  ...jamiRoutes,
  natalChartRoute,
  natalChartDemoRoute,
  ...predictiveRoutes,
  eventsRoute,
  ...progressedRoutes,
  ...classicalRoutes,
  ...synastryRoutes,
  ...svgRoutes,
];
