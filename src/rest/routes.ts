/** The route table of the REST compatibility layer: every /v1 operation, in spec order. */
import { natalChartDemoRoute, natalChartRoute } from './natal.js';
import { sajuAnalysisRoute, sajuBasicRoute } from './saju.js';
import type { AnyRoute } from './route.js';

export const routes: AnyRoute[] = [sajuBasicRoute, sajuAnalysisRoute, natalChartRoute, natalChartDemoRoute];
