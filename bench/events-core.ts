/**
 * In-process timing of the event search (issue 17 point 7), printed by `npm run bench` beside the
 * chart core: one year for the ten bodies Sun … Pluto against a natal chart, every kind (all six
 * aspect types to the natal bodies, ASC and MC, ingresses, stations, lunar phases, eclipses and the
 * ten bodies' returns). Each sample is a new birth and a new year, so nothing is reused.
 */
import { EventSearch } from '../src/core/astro/events/index.js';
import type { Timing } from './luck-core.js';

const WARM_UP = 5;

/** A random birth 1930–2010 and a year 2000–2049. */
function sample(): ConstructorParameters<typeof EventSearch>[0] {
  const birth = new Date(Date.UTC(1930, 0, 1) + Math.random() * 80 * 365.25 * 86400e3);
  const year = 2000 + Math.floor(Math.random() * 50);
  return {
    natalDatetime: birth.toISOString().slice(0, 19),
    natalLocation: { latitude: -60 + Math.random() * 120, longitude: -180 + Math.random() * 360, timezone: 'UTC' },
    from: `${year}-01-01`,
    to: `${year}-12-31`,
  };
}

/** Median and 99th percentile (µs) of a one-year search with every kind of event. */
export function eventsYearCore(samples = 40): Timing & { events: number } {
  const times: number[] = [];
  let events = 0;
  for (let i = 0; i < samples + WARM_UP; i++) {
    const input = sample();
    const start = process.hrtime.bigint();
    const search = new EventSearch(input);
    const found = [
      search.transits(),
      search.ingresses(),
      search.stations(),
      search.lunarPhases(),
      search.eclipses(),
      ...search.bodies.map((b) => search.returns(b)),
    ];
    const us = Number(process.hrtime.bigint() - start) / 1000;
    if (i >= WARM_UP) {
      times.push(us);
      events += found.reduce((n, list) => n + list.length, 0);
    }
  }
  times.sort((a, b) => a - b);
  return { medianUs: times[Math.floor(times.length / 2)], p99Us: times[Math.floor(times.length * 0.99)], events: Math.round(events / samples) };
}
