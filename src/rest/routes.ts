/**
 * The REST route of every declared operation, in the declarations' order. The record is keyed by
 * operation name and each value must be that operation's route, so an operation without its route,
 * or a route under another's name, does not compile.
 */
import { OPERATIONS, type OperationName } from '../operations/index.js';
import { directionsRoute, firdariaRoute, profectionsRoute } from './classical.js';
import { eventsRoute } from './events.js';
import { jamiAnalysisRoute, jamiHoroscopeRoute } from './jami.js';
import { natalChartDemoRoute, natalChartRoute } from './natal.js';
import { progressionsRoute, solarReturnRoute, transitsRoute } from './predictive.js';
import { progressedLunationsRoute, solarArcRoute } from './progressed.js';
import type { AnyRoute } from './route.js';
import { sajuAnalysisRoute, sajuBasicRoute, sajuLuckRoute, sajuStructureRoute } from './saju.js';
import { sajuCompatibilityRoute, sajuDateSelectionRoute, sajuYearlyRoute } from './saju-korean.js';
import { jamiSvgRoute, natalChartSvgRoute, sajuSvgRoute, synastrySvgRoute } from './svg.js';
import { synastryRoute } from './synastry.js';

const routeOf = {
  sajuBasic: sajuBasicRoute,
  sajuAnalysis: sajuAnalysisRoute,
  sajuLuck: sajuLuckRoute,
  sajuStructure: sajuStructureRoute,
  sajuCompatibility: sajuCompatibilityRoute,
  sajuDateSelection: sajuDateSelectionRoute,
  sajuYearly: sajuYearlyRoute,
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
} satisfies { [N in OperationName]: AnyRoute<N> };

export const routes: readonly AnyRoute[] = OPERATIONS.map((op) => routeOf[op.name]);
