/**
 * Prompts that chain tools: a saju reading, the year ahead (transits, profection, events) and the
 * compatibility of two people. Each names the tools and their arguments; the model calls them.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const text = (t: string) => ({ messages: [{ role: 'user' as const, content: { type: 'text' as const, text: t } }] });
const json = (value: unknown) => JSON.stringify(value);

const birth = {
  birthdate: z.string().describe('Birth date YYYY-MM-DD (solar unless is_lunar is "true")'),
  birth_time: z.string().optional().describe('HH:MM on the Korean clock; leave out when unknown'),
  gender: z.string().describe('M or F'),
  is_lunar: z.string().optional().describe('"true" when birthdate is a Korean lunar date'),
  name: z.string().optional().describe('Name (optional)'),
};

const place = {
  datetime: z.string().describe('Birth date and time YYYY-MM-DDTHH:MM:SS, local to the place'),
  latitude: z.string().describe('Latitude in degrees, north positive'),
  longitude: z.string().describe('Longitude in degrees, east positive'),
  timezone: z.string().describe('IANA time zone of the place, e.g. Asia/Seoul'),
};
const location = (p: { latitude: string; longitude: string; timezone: string }) => ({
  latitude: Number(p.latitude),
  longitude: Number(p.longitude),
  timezone: p.timezone,
});

export function registerPrompts(server: McpServer) {
  server.registerPrompt(
    'read_saju',
    { title: 'Read this saju', description: 'A saju reading: the analysis, the structure (강약, 용신, 격국) and this year’s 세운.', argsSchema: birth },
    (a) => {
      const body = { name: a.name ?? '', birthdate: a.birthdate, ...(a.birth_time ? { birth_time: a.birth_time } : {}), gender: a.gender, is_lunar: a.is_lunar === 'true' };
      const year = new Date().getUTCFullYear();
      return text(
        `Read the saju of this birth: ${json(body)}.\n` +
          `1. Call sajuAnalysis with these arguments and detail "summary": the pillars, ten gods, five elements and 신살.\n` +
          `2. Call sajuStructure with the same arguments: the day master's strength, 용신 and 격국.\n` +
          `3. Call sajuLuck with the same arguments plus from_year ${year}, years 1, month_year ${year}: this year's 세운 and 월운.\n` +
          'Then explain, in the user’s language: the day master and its strength, the balance of the elements, the notable ' +
          'ten gods and 신살, the current 대운 and this year. Use the resource saju-astro://glossary for the terms.',
      );
    },
  );

  server.registerPrompt(
    'year_ahead',
    {
      title: 'This year’s transits and profection',
      description: 'The year ahead of a natal chart: the annual profection, today’s transits and the year’s exact transits and stations.',
      argsSchema: { ...place, year: z.string().optional().describe('The year (default this year)') },
    },
    (a) => {
      const year = Number(a.year ?? new Date().getUTCFullYear());
      const natal = { natal_datetime: a.datetime, natal_location: location(a) };
      const age = year - Number(a.datetime.slice(0, 4));
      return text(
        `The year ${year} for the chart ${json(natal)}.\n` +
          `1. Call annualProfection with ${json({ ...natal, current_age: age })}: the year's house and time lord.\n` +
          `2. Call transits with ${json({ ...natal, transit_datetime: `${year}-07-01T12:00:00` })} and detail "summary".\n` +
          `3. Call events with ${json({ ...natal, start_date: `${year}-01-01`, end_date: `${year}-12-31`, bodies: ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'], include: ['transits', 'stations', 'eclipses'] })} and detail "summary".\n` +
          'Then describe the year: the profected house and its lord, the outer planets’ exact transits by month, ' +
          'stations and eclipses near natal points. Give dates in the chart’s time zone.',
      );
    },
  );

  server.registerPrompt(
    'compatibility',
    {
      title: 'Compatibility of two people',
      description: 'Synastry of two births, with the saju day masters when both were born in Korea.',
      argsSchema: {
        person1_datetime: place.datetime,
        person1_latitude: place.latitude,
        person1_longitude: place.longitude,
        person1_timezone: place.timezone,
        person2_datetime: place.datetime,
        person2_latitude: place.latitude,
        person2_longitude: place.longitude,
        person2_timezone: place.timezone,
      },
    },
    (a) => {
      const body = {
        person1_datetime: a.person1_datetime,
        person1_location: location({ latitude: a.person1_latitude, longitude: a.person1_longitude, timezone: a.person1_timezone }),
        person2_datetime: a.person2_datetime,
        person2_location: location({ latitude: a.person2_latitude, longitude: a.person2_longitude, timezone: a.person2_timezone }),
        analysis_depth: 'detailed',
      };
      return text(
        `The compatibility of two people.\n` +
          `1. Call synastry with ${json(body)} and detail "summary": the inter-aspects, house overlays and scores.\n` +
          '2. If both were born in Korea (time zone Asia/Seoul), call sajuBasic for each (birthdate and birth_time from ' +
          'the datetimes, gender asked of the user if unknown) and compare the day masters and their elements.\n' +
          'Then describe the strengths and the tensions of the relationship, naming the aspects that carry them.',
      );
    },
  );
}
