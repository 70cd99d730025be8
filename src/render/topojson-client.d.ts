/** The one function of topojson-client the map uses (the package ships no types). */
declare module 'topojson-client' {
  import type { Topology } from 'topojson-specification';
  export function feature(topology: Topology, object: Topology['objects'][string]): {
    type: 'FeatureCollection' | 'Feature';
    features?: { geometry: { type: string; coordinates: unknown } }[];
    geometry?: { type: string; coordinates: unknown };
  };
}
