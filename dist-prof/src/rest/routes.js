/** The route table of the REST compatibility layer: every /v1 operation, in spec order. */
import { natalChartDemoRoute, natalChartRoute } from './natal.js';
export const routes = [natalChartRoute, natalChartDemoRoute];
