// Placeholder: the REST routes are being written.
import type { AnyRoute } from './route.js';

export const predictiveRoutes: AnyRoute[] = [];
