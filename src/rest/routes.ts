/**
 * The REST route of every declared operation, in the declarations' order: the hand-written routes
 * of the documented records, keyed by operation name (an operation without its route, or a route
 * under another's name, does not compile), and the derived route of every addition that answers
 * its GraphQL shape.
 */
import { OPERATIONS, type Operation, type RecordOperationName } from '../operations/index.js';
import { graphqlRoute } from './graphql-route.js';
import { directionsRoute, firdariaRoute, profectionsRoute } from './classical.js';
import { eventsRoute } from './events.js';
import { jamiAnalysisRoute, jamiHoroscopeRoute } from './jami.js';
import { natalChartDemoRoute, natalChartRoute } from './natal.js';
import { progressionsRoute, solarReturnRoute, transitsRoute } from './predictive.js';
import { progressedLunationsRoute, solarArcRoute } from './progressed.js';
import type { AnyRoute } from './route.js';
import { sajuAnalysisRoute, sajuBasicRoute, sajuLuckRoute, sajuStructureRoute } from './saju.js';
import { astrocartographySvgRoute, jamiSvgRoute, natalChartSvgRoute, sajuSvgRoute, synastrySvgRoute } from './svg.js';
import { synastryRoute } from './synastry.js';

const routeOf = {
  sajuBasic: sajuBasicRoute,
  sajuAnalysis: sajuAnalysisRoute,
  sajuLuck: sajuLuckRoute,
  sajuStructure: sajuStructureRoute,
  jamiChart: jamiAnalysisRoute,
  jamiHoroscope: jamiHoroscopeRoute,
  natalChart: natalChartRoute,
  natalChartDemo: natalChartDemoRoute,
  transits: transitsRoute,
  events: eventsRoute,
  progressions: progressionsRoute,
  solarArc: solarArcRoute,
  progressedLunations: progressedLunationsRoute,
  solarReturn: solarReturnRoute,
  firdaria: firdariaRoute,
  annualProfection: profectionsRoute,
  primaryDirections: directionsRoute,
  synastry: synastryRoute,
  natalChartSvg: natalChartSvgRoute,
  sajuSvg: sajuSvgRoute,
  jamiSvg: jamiSvgRoute,
  synastrySvg: synastrySvgRoute,
  westernAstrocartographySvg: astrocartographySvgRoute,
} satisfies { [N in RecordOperationName]: AnyRoute<N> };

const routeFor = (op: Operation): AnyRoute => (op.answer === 'graphql' ? graphqlRoute(op) : routeOf[op.name as RecordOperationName]);

export const routes: readonly AnyRoute[] = OPERATIONS.map(routeFor);
