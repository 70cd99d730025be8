/**
 * The fuzz generators (fast-check): field values from valid to absurd, REST requests built from the
 * OpenAPI document's request schemas and examples, and GraphQL requests built from the schema.
 *
 * Most requests are a documented valid example changed in one place, so that the calculation core
 * is reached and not only the validators; the rest are whole bodies, headers, media types,
 * encodings, keys and documents from the edges. Every generated request is a plain object that
 * prints as it is sent (fast-check prints the shrunk counterexample).
 */
import fc from 'fast-check';
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/** Who sends the request: a key of a tier, no key, or a key the store refuses. */
export type KeyKind = 'professional' | 'free' | 'none' | 'unknown' | 'deactivated' | 'malformed';

export interface FuzzRequest {
  /** The route's path, or /graphql: cases are counted per target. */
  target: string;
  method: string;
  /** The path sent, with its query string (a variation of the target's path, or the path itself). */
  path: string;
  key: KeyKind;
  headers: Record<string, string>;
  body?: string;
  /** How the body's text becomes bytes: UTF-8, or a charset the JSON media type does not allow. */
  charset?: 'latin1' | 'utf16le';
  /** The body is compressed before sending (its Content-Encoding header says so, or lies). */
  compress?: 'gzip' | 'deflate';
}

/** A JSON value's literal text, for numbers JSON.stringify cannot write (1e400, 30 digits). */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson parts; undefined properties are left out. */
function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : jsonText(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${jsonText((value as Record<string, unknown>)[k])}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// ---------------------------------------------------------------------------------------------
// Values

/** Numbers at the edges of IEEE 754 and of the integer types. */
const extremeNumber = fc.constantFrom(
  1e308, -1e308, Number.MAX_VALUE, 5e-324, -5e-324, -0, 0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2,
  -(2 ** 53) - 2, 1e21, 0.1 + 0.2, 1e-7, Number.EPSILON,
);

/** Number literals that JSON allows and JavaScript parses to ±Infinity, ±0 or a rounded value. */
const rawNumber = fc
  .constantFrom('1e400', '-1e999', '1E-400', '-0.0', '123456789012345678901234567890', '0.00000000000000000000000001', '9'.repeat(400))
  .map((text) => new RawJson(text));

/** Strings that look like numbers to some parser. */
const numberLikeString = fc.constantFrom(
  'NaN', 'Infinity', '-Infinity', '1e999', '0x1F', ' 42 ', '42abc', '1_000', '४२', '４２', '', '-0', '+1', '.5', '5.',
);

/** Unicode that breaks naive code: combining marks, bidi controls, surrogates, NUL, markup. */
const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    'e\u0301\u0302\u0303\u0304\u0305\u0306',
    'Z\u0364\u0351\u0313a\u0308\u0356l\u036e\u0312g\u030c\u0317o\u0319',
    '\u202eevil\u202c', '\u200f\u0645\u0631\u062d\u0628\u0627', '\u05e9\u05dc\u05d5\u05dd',
    '\ud83d\ude00\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67', '\ud800', '\udfff', 'a\ud83d',
    'a\u0000b', '\u0000', '\ufeff', '\u2028\u2029', '\r\n\t\b\f', '\u0085\u00a0\u3000',
    '<svg onload="x">', ']]><!--', '&amp;&#0;&#xD800;', '"\'\\`', '${7*7}{{7*7}}', '%s%n%x',
    '../../etc/passwd', "'); DROP TABLE keys;--", '홍길동', '甲辰', 'ｱｲｳ', '__proto__', 'constructor',
  ),
  fc.constantFrom(1000, 20_000, 70_000).chain((n) => fc.constantFrom('가'.repeat(n), 'e\u0301'.repeat(n / 2))),
);

/** Nesting `depth` levels deep, as text (a JSON parser or a recursive walk may overflow). */
const deepJson = fc
  .constantFrom(50, 1000, 3000, 10_000)
  .chain((depth) => fc.constantFrom(new RawJson('['.repeat(depth) + ']'.repeat(depth)), new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth))));

/** A value of any JSON type, mostly of the wrong one for whatever field receives it. */
const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1, '', [], {}) },
  { weight: 2, arbitrary: extremeNumber },
  { weight: 1, arbitrary: rawNumber },
  { weight: 1, arbitrary: numberLikeString },
  { weight: 2, arbitrary: oddText },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom('1990-05-15', 37.5, null), { maxLength: 3 }) },
  { weight: 1, arbitrary: deepJson },
);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Years of interest: table and calendar limits (1900–2100 tables, 1582, year 0, 9999). */
const year = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1900, max: 2100 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1800, max: 2200 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 1582, 1583, 1849, 1850, 1899, 1900, 2100, 2101, 2102, 2150, 9999) },
);
/** Months 0–13 and days 0–32: impossible ones among them (30 February, 31 April, day 0). */
const monthDay = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 })) },
  { weight: 1, arbitrary: fc.constantFrom<[number, number]>([2, 29], [2, 30], [4, 31], [12, 31], [1, 1], [2, 4], [2, 3]) },
);

/**
 * YYYY-MM-DD: random and impossible dates, and the table edges where the calculation used to
 * fail (1899-02-10 before the first lunar year of 1900-01-31, 2102-02-16 past the last).
 */
const dateText = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(year, monthDay).map(([y, [m, d]]) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '1899-02-10', '1900-01-30', '1900-01-31', '2100-12-31', '2101-01-28', '2102-02-16', '2024-02-29', '2023-02-29',
      '0000-01-01', '9999-12-31', '1990-5-15', '19900515', '+01990-05-15', '1990-05-15T00:00', '1990/05/15', '1990-05-15 ',
    ),
  },
);

/** HH:MM, including 24:00, 23:59, minute 60 and forms the pattern refuses. */
const timeText = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 })).map(([h, m]) => `${pad(h)}:${pad(m)}`) },
  { weight: 1, arbitrary: fc.constantFrom('24:00', '23:59', '00:00', '12:00:00', '1:30', '12.30', '12:30 PM', '２３:００') },
);

/** UTC offsets: ordinary, extreme (±14:00), impossible (+24:00) and without a colon. */
const offset = fc.constantFrom('', '', '', 'Z', '+09:00', '-05:00', '+05:45', '+14:00', '-12:00', '+0930', '-00:00', '+23:59', '+24:00', 'z');

/** ISO datetimes: random, with seconds, fractions and offsets, and the impossible (24:00, :60). */
const datetimeText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(dateText, timeText, fc.constantFrom('', ':00', ':59', ':60', ':30.123456789', ':00.5'), offset)
      .map(([date, time, seconds, zone]) => `${date}T${time}${seconds}${zone}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('1990-05-15 14:30', '1990-05-15T24:00:00', '1990-05-15', '1990-05-15T14:30:00.', 'T14:30', 'now') },
);

/**
 * IANA zone names: real ones with odd rules (±14 h, 45-minute offsets, the Korean +08:30 eras, a
 * half-hour DST, Antarctica), and names that do not exist (Etc/GMT+14: Etc/GMT+12 is the last).
 */
const timezone = fc.constantFrom(
  'Asia/Seoul', 'UTC', 'America/New_York', 'Europe/London', 'Pacific/Kiritimati', 'Pacific/Apia', 'Pacific/Chatham',
  'Asia/Kathmandu', 'America/St_Johns', 'Antarctica/Troll', 'Australia/Lord_Howe', 'Asia/Pyongyang', 'Etc/GMT+12',
  'Etc/GMT-14', 'Europe/Dublin', 'America/Argentina/ComodRivadavia',
  'Etc/GMT+14', 'Mars/Olympus_Mons', 'asia/seoul', 'Asia/Seoul ', 'UTC+9', '+09:00', '', 'Local', '../../etc/passwd', 'Asia/Seoul\u0000',
);

/** Latitudes: the poles, the polar circles (houses fail there), just past ±90, and random ones. */
const latitude = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: -90, max: 90, noNaN: true }) },
  { weight: 2, arbitrary: fc.constantFrom(90, -90, 0, -0, 89.9999999, -89.9999999, 66.5622, -66.5622, 67, 78.2232, -77.85, 90.0000001, -90.0000001, 91, 1e308) },
);
/** Longitudes: the antimeridian from both sides, just past ±180, and random ones. */
const longitude = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: -180, max: 180, noNaN: true }) },
  { weight: 2, arbitrary: fc.constantFrom(180, -180, 0, -0, 179.9999999, -179.9999999, 180.0000001, 360, -360, -1e308) },
);
const elevation = fc.constantFrom(0, -430, 8848, 1e6, -1e6, 1e308, 0.5);

const gender = fc.constantFrom('M', 'F', 'm', 'f', 'Male', 'female', 'male', 'Female', 'yang', 'yin', 'MALE', 'X', '', 'M ', '남');

const STEMS = '갑을병정무기경신임계';
const BRANCHES = '자축인묘진사오미신유술해';
/** The sixty 간지 (stem i mod 10 with branch i mod 12), and pairs that never occur (갑축). */
const ganji = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 59 }).map((i) => STEMS[i % 10] + BRANCHES[i % 12]) },
  { weight: 1, arbitrary: fc.constantFrom('갑축', '甲辰', 'gapjin', '갑', '갑진갑진', '') },
);

const langText = fc.constantFrom('ko', 'en', 'KO', 'En', 'ja', '', 'ko-KR');

/** "One of A, B, C (any letter case)": the options a description lists. */
function describedOptions(description: string | undefined): string[] | undefined {
  const m = /^One of (.+?) \(any letter case\)/.exec(description ?? '');
  return m?.[1].split(', ');
}

/** One of the options as written, in another letter case, padded, or none of them. */
function optionText(options: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...options) },
    { weight: 1, arbitrary: fc.constantFrom(...options).map((o) => o.toLowerCase()) },
    { weight: 1, arbitrary: fc.constantFrom(...options).chain((o) => fc.constantFrom(` ${o}`, `${o}\u0000`, o.replace(/_/g, ' '), o.slice(1))) },
  );
}

/** Numbers around a range: its ends, just outside them, inside, and far outside. */
function numberAround(min = -1e6, max = 1e6, integer = false): fc.Arbitrary<unknown> {
  const inside = integer ? fc.integer({ min: Math.ceil(min), max: Math.min(Math.floor(max), 2 ** 31) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { weight: 4, arbitrary: inside },
    { weight: 2, arbitrary: fc.constantFrom(min, max, min - 1, max + 1, min - 1e-9, max + 1e-9, (min + max) / 2 + 0.5) },
    { weight: 1, arbitrary: extremeNumber },
  );
}

/** The JSON Schema subset the OpenAPI document's request bodies use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  description?: string;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A value for a field, chosen by its name (snake or camel case) and, failing that, its schema:
 * mostly of the right type and often valid, with the edges of its domain.
 */
function fieldValue(name: string, schema: JsonSchema = {}): fc.Arbitrary<unknown> {
  const field = snakeCase(name);
  const types = [schema.type ?? []].flat();
  const value = ((): fc.Arbitrary<unknown> => {
    if (schema.properties) return objectValue(schema);
    if (field.endsWith('datetime')) return datetimeText;
    if (field === 'birthdate' || field.endsWith('_date')) return fc.oneof(dateText, datetimeText);
    if (field === 'birth_time') return timeText;
    if (field === 'latitude') return latitude;
    if (field === 'longitude' || field === 'local_mean_time_longitude') return longitude;
    if (field === 'timezone') return timezone;
    if (field === 'elevation') return elevation;
    if (field === 'gender') return gender;
    if (field.endsWith('ganji')) return ganji;
    if (field === 'lang') return langText;
    const options = describedOptions(schema.description);
    if (options) return optionText(options);
    if (types.includes('integer') || types.includes('number')) {
      return numberAround(schema.minimum ?? -200, schema.maximum ?? 1e4, types.includes('integer'));
    }
    if (types.includes('boolean')) return fc.boolean();
    if (types.includes('string')) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom('Kim', '홍길동', 'x') }, oddText);
    return wildValue;
  })();
  return types.includes('null') ? fc.oneof({ weight: 6, arbitrary: value }, fc.constant(null)) : value;
}

/** An object of a schema: required properties mostly present, the others sometimes. */
function objectValue(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([name, prop]) =>
    fc.option(fieldValue(name, prop), { nil: undefined, freq: required.has(name) ? 12 : 2 }).map((v) => [name, v] as const),
  );
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)));
}

// ---------------------------------------------------------------------------------------------
// Changing a valid example in one place

type Path = readonly string[];

/** Every field of the schema under `value` (present or not), with its schema: where a change goes. */
function fieldPaths(schema: JsonSchema, value: unknown, prefix: Path = []): Array<{ path: Path; schema: JsonSchema }> {
  const out: Array<{ path: Path; schema: JsonSchema }> = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, name];
    out.push({ path, schema: prop });
    const inner = (value as Record<string, unknown> | undefined)?.[name];
    if (prop.properties && inner && typeof inner === 'object') out.push(...fieldPaths(prop, inner, path));
  }
  return out;
}

/** A copy of `value` with `path` set (undefined: removed). Own properties, even "__proto__". */
function setAt(value: unknown, path: Path, next: unknown): unknown {
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path;
  const inner = rest.length === 0 ? next : setAt(copy[head] ?? {}, rest, next);
  Object.defineProperty(copy, head, { value: inner, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Names of fields no schema has, some of them special to JavaScript objects. */
const strayName = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'extra', '', 'name\u0000', '🙂');

/** Where an extra field goes: the top level or inside one of the example's objects. */
function objectPaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return [prefix, ...Object.entries(value).flatMap(([k, v]) => objectPaths(v, [...prefix, k]))];
}

/**
 * A valid body changed in one place: a field gets a value of its domain (deep paths), a value of
 * any type, or is removed; or a field no schema has is added.
 */
function mutatedBody(valid: Record<string, unknown>, schema: JsonSchema): fc.Arbitrary<unknown> {
  const fields = fieldPaths(schema, valid);
  return fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...fields.map(({ path, schema: s }) => fieldValue(path[path.length - 1], s).map((v) => setAt(valid, path, v)))) },
    { weight: 2, arbitrary: fc.oneof(...fields.map(({ path }) => wildValue.map((v) => setAt(valid, path, v)))) },
    { weight: 1, arbitrary: fc.constantFrom(...fields.map(({ path }) => setAt(valid, path, undefined))) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...objectPaths(valid)), strayName, wildValue).map(([at, name, v]) => setAt(valid, [...at, name], v)) },
  );
}

/** Bodies that are not JSON objects, or not JSON: truncated, commented, with a BOM, empty. */
function brokenBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const text = JSON.stringify(valid);
  return fc.oneof(
    fc.nat({ max: text.length - 1 }).map((n) => text.slice(0, n)),
    fc.constantFrom(
      '', ' ', 'null', 'true', '0', '"text"', '[]', '[{}]', '{}', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '{"a":1} // comment',
      `\ufeff${text}`, `${text}\u0000`, text.replace(/"/g, '\u201c'), `${text.slice(0, -1)},"x":NaN}`, `${text.slice(0, -1)},"x":Infinity}`,
      text.replace(':', ':\u0000'), 'a=1&b=2', '<xml/>',
    ),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    deepJson.map((raw) => raw.text),
    // Duplicate keys: which one counts is the parser's choice.
    fc.constant(text.replace('{', `{${text.slice(1, -1)},`)),
  );
}

// ---------------------------------------------------------------------------------------------
// Transport: keys, media types, encodings, methods

const keyKind: fc.Arbitrary<KeyKind> = fc.oneof(
  { weight: 90, arbitrary: fc.constant('professional' as const) },
  { weight: 6, arbitrary: fc.constant('free' as const) },
  { weight: 4, arbitrary: fc.constantFrom<KeyKind>('none', 'unknown', 'deactivated', 'malformed') },
);

/** Content-Type: JSON mostly; otherwise none, another type, or a charset JSON does not allow. */
const contentType = fc.oneof(
  { weight: 24, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-8',
      'application/json; charset=latin1', 'application/json; charset=utf-16', 'application/json; charset=nope', 'application/graphql',
      'application/xml', '*/*', 'APPLICATION/JSON', 'application/merge-patch+json', 'application/json;;', 'garbage',
    ),
  },
);

interface Transport {
  headers: Record<string, string>;
  charset?: FuzzRequest['charset'];
  compress?: FuzzRequest['compress'];
}

/**
 * Headers and encodings: a Content-Encoding that matches the bytes (gzip, deflate), one that does
 * not (gzip over plain text), one no server reads (br); text in Latin-1 or UTF-16.
 */
function transport(type = contentType): fc.Arbitrary<Transport> {
  const encoding = fc.oneof(
    { weight: 30, arbitrary: fc.constant<Omit<Transport, 'headers'> & { header?: string }>({}) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<Omit<Transport, 'headers'> & { header?: string }>(
        { header: 'gzip', compress: 'gzip' },
        { header: 'deflate', compress: 'deflate' },
        { header: 'gzip' },
        { header: 'deflate' },
        { header: 'br' },
        { header: 'identity' },
        { header: 'gzip, gzip', compress: 'gzip' },
        { compress: 'gzip' },
        { charset: 'latin1' },
        { charset: 'utf16le' },
      ),
    },
  );
  const accept = fc.oneof(
    { weight: 8, arbitrary: fc.constant(undefined) },
    fc.constantFrom(
      'application/json', 'application/graphql-response+json', '*/*', 'text/html', 'application/xml', 'image/svg+xml',
      'text/event-stream', 'multipart/mixed',
    ),
  );
  // Compressed answers (the harness decodes gzip, deflate and br).
  const acceptEncoding = fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    fc.constantFrom('gzip', 'br', 'deflate', 'gzip, br;q=0.5', 'identity;q=0', '*', 'x-unknown'),
  );
  const requestId = fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, fc.constantFrom('abc-123', 'x'.repeat(300), '../../', '\t'));
  return fc.tuple(type, encoding, accept, acceptEncoding, requestId).map(([ct, { header, ...enc }, acc, accEnc, id]) => {
    const headers: Record<string, string> = {};
    if (ct !== undefined) headers['Content-Type'] = ct;
    if (header !== undefined) headers['Content-Encoding'] = header;
    if (acc !== undefined) headers.Accept = acc;
    if (accEnc !== undefined) headers['Accept-Encoding'] = accEnc;
    if (id !== undefined) headers['X-Request-Id'] = id;
    return { headers, ...enc };
  });
}

/** What a REST route's fuzzing needs from the OpenAPI document. */
export interface RestOperation {
  method: 'GET' | 'POST';
  path: string;
  /** The request body's schema (POST routes). */
  schema?: JsonSchema;
  /** The documented example bodies, valid first. */
  examples: Array<Record<string, unknown>>;
}

/** Another method or a variation of the path: 404 or the route itself (Express matches /x/ as /x). */
function routeVariant(op: RestOperation): fc.Arbitrary<{ method: string; path: string }> {
  return fc.oneof(
    { weight: 40, arbitrary: fc.constant({ method: op.method, path: op.path }) },
    fc.constantFrom(
      { method: op.method, path: `${op.path}/` },
      { method: op.method, path: `${op.path}?x=1&x=2&__proto__=1` },
      { method: op.method, path: op.path.toUpperCase() },
      { method: op.method, path: `${op.path}%00` },
      { method: op.method, path: op.path.replace('/v1/', '/v1//') },
      { method: op.method === 'GET' ? 'POST' : 'GET', path: op.path },
      { method: 'PUT', path: op.path },
      { method: 'DELETE', path: op.path },
      { method: 'PATCH', path: op.path },
    ),
  );
}

/** Requests to one REST route. */
export function restRequest(op: RestOperation): fc.Arbitrary<FuzzRequest> {
  const [valid] = op.examples;
  const body: fc.Arbitrary<string | undefined> = !op.schema
    ? fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, fc.constantFrom('', '{}', '{"x":1}'))
    : fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...op.examples).map(jsonText) },
        { weight: 12, arbitrary: mutatedBody(valid, op.schema).map(jsonText) },
        { weight: 4, arbitrary: objectValue(op.schema).map(jsonText) },
        { weight: 2, arbitrary: brokenBody(valid) },
      );
  return fc.tuple(routeVariant(op), keyKind, transport(), body).map(([{ method, path }, key, t, b]) => ({
    target: op.path,
    method,
    path,
    key,
    headers: t.headers,
    ...(b === undefined ? {} : { body: b }),
    ...(t.charset ? { charset: t.charset } : {}),
    ...(t.compress ? { compress: t.compress } : {}),
  }));
}

// ---------------------------------------------------------------------------------------------
// GraphQL

/**
 * Choices read from a list of numbers: shrinking the list toward zeros and toward empty makes the
 * document simpler (first fields, no aliases, fragments or directives).
 */
class Choices {
  private next = 0;
  constructor(private readonly numbers: readonly number[]) {}
  /** 0 … n-1; 0 once the numbers run out. */
  pick(n: number): number {
    return n <= 1 ? 0 : (this.numbers[this.next++] ?? 0) % n;
  }
  /** True with about `percent` % probability; false for a zero. */
  chance(percent: number): boolean {
    return this.pick(100) >= 100 - percent;
  }
  one<T>(items: readonly T[]): T {
    return items[this.pick(items.length)];
  }
}

/** Values for output-field arguments (lang, targetYearGanji, fromAge, toAge, kind, …) by type and name. */
const ARGUMENT_STRINGS: Record<string, readonly string[]> = {
  targetYearGanji: ['"갑진"', '"을사"', '"갑축"', '""', '"甲辰"'],
  kind: ['"main"', '"minor"', '""', '"x"'],
};
const ARGUMENT_NUMBERS = ['0', '30', '100', '150', '-1', '1e308', '-1e308', '0.5', '2147483648', '1000000'];

function argumentLiteral(arg: GraphQLArgument, ch: Choices): string {
  const type = getNamedType(arg.type);
  if (ch.chance(4)) return ch.one(['null', '"x"', '1', '[]', '{a: 1}', '$missing']);
  if (isEnumType(type)) return ch.one([...type.getValues().map((v) => v.name), 'XX']);
  if (type.name === 'Boolean') return ch.one(['true', 'false']);
  if (type.name === 'Float' || type.name === 'Int') return ch.one(ARGUMENT_NUMBERS);
  return ch.one(ARGUMENT_STRINGS[arg.name] ?? ['"x"']);
}

/** How deep random selections go below a root field (the limit is 14; the chart records nest 6). */
const MAX_SELECTION_DEPTH = 7;

/** A field with its arguments: required ones always, optional ones sometimes. */
function fieldWithArgs(field: GraphQLField<unknown, unknown>, ch: Choices): string {
  const args = field.args.filter((a) => (isNonNullType(a.type) && a.defaultValue === undefined) || ch.chance(40));
  if (args.length === 0) return field.name;
  return `${field.name}(${args.map((a) => `${a.name}: ${argumentLiteral(a, ch)}`).join(', ')})`;
}

/**
 * A random selection set of `type`: a few fields, some aliased, under inline fragments or
 * directives, and now and then a mistake (an unknown field, a composite without a selection).
 */
function selectionSet(schema: GraphQLSchema, type: GraphQLCompositeType, depth: number, ch: Choices, fragments: string[]): string {
  if (isUnionType(type) || isInterfaceType(type)) {
    const possible = schema.getPossibleTypes(type);
    const parts = ['__typename'];
    for (let i = 0, n = 1 + ch.pick(2); i < n; i++) {
      const t = ch.one(possible);
      parts.push(`... on ${t.name} ${selectionSet(schema, t, depth, ch, fragments)}`);
    }
    return `{ ${parts.join(' ')} }`;
  }
  const fields = Object.values(type.getFields());
  const parts: string[] = [];
  for (let i = 0, n = 1 + ch.pick(4); i < n; i++) {
    if (ch.chance(3)) {
      parts.push(ch.one(['nope', '__typename', '__schema { queryType { name } }', 'sign { x }']));
      continue;
    }
    const field = ch.one(fields);
    const alias = ch.chance(12) ? `a${ch.pick(3)}: ` : '';
    let text = alias + fieldWithArgs(field, ch);
    const named = getNamedType(field.type);
    if (isCompositeType(named)) {
      if (depth >= MAX_SELECTION_DEPTH || ch.chance(2)) {
        // Left out at the depth limit, or now and then sent without a selection set (refused).
        if (!ch.chance(50)) continue;
      } else text += ` ${selectionSet(schema, named, depth + 1, ch, fragments)}`;
    } else if (ch.chance(2)) text += ' { x }';
    if (ch.chance(5)) text += ch.one([' @include(if: $flag)', ' @skip(if: true)', ' @skip(if: false)', ' @include(if: "yes")', ' @deprecated']);
    if (ch.chance(5)) text = `... on ${type.name} { ${text} }`;
    else if (ch.chance(4)) {
      const name = `F${fragments.length}`;
      fragments.push(`fragment ${name} on ${ch.chance(5) ? 'Query' : type.name} { ${text} }`);
      text = `...${name}`;
    }
    parts.push(text);
  }
  if (parts.length === 0 || ch.chance(5)) parts.push('__typename');
  return `{ ${parts.join(' ')} }`;
}

/** A GraphQL literal of a JSON value; strings that name an enum value of `type` are left bare. */
function graphqlLiteral(value: unknown, type?: GraphQLInputType): string {
  const named = type && getNamedType(type);
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => graphqlLiteral(v, type && isListType(unwrapNonNull(type)) ? listItem(type) : undefined)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = named && isInputObjectType(named) ? named.getFields() : {};
    const parts = Object.entries(value).map(([k, v]) => `${/^[_A-Za-z]\w*$/.test(k) ? k : 'bad_name'}: ${graphqlLiteral(v, fields[k]?.type)}`);
    return `{${parts.join(', ')}}`;
  }
  if (typeof value === 'string' && named && isEnumType(named) && /^[_A-Za-z]\w*$/.test(value)) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '1e999';
  return JSON.stringify(value) ?? 'null';
}
const unwrapNonNull = (type: GraphQLInputType) => (isNonNullType(type) ? type.ofType : type);
const listItem = (type: GraphQLInputType): GraphQLInputType | undefined => {
  const list = unwrapNonNull(type);
  return isListType(list) ? list.ofType : undefined;
};

/** A value of a GraphQL input type: by field name where it has a domain, else by type. */
function inputValue(type: GraphQLInputType, name: string): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return inputValue(type.ofType, name);
  if (isListType(type)) return fc.array(inputValue(type.ofType, name), { maxLength: 3 });
  if (isInputObjectType(type)) {
    const entries = Object.values(type.getFields()).map((f) =>
      fc.option(inputValue(f.type, f.name), { nil: undefined, freq: isNonNullType(f.type) ? 12 : 2 }).map((v) => [f.name, v] as const),
    );
    return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)));
  }
  if (isEnumType(type)) return optionText(type.getValues().map((v) => v.name));
  const scalar: JsonSchema = { Int: { type: 'integer' }, Float: { type: 'number' }, Boolean: { type: 'boolean' }, String: { type: 'string' } }[type.name] ?? {};
  return fieldValue(name, scalar);
}

/** Every input field under `value` of an input object type (present or not), for one change. */
function inputPaths(type: GraphQLInputType, value: unknown, prefix: Path = []): Array<{ path: Path; type: GraphQLInputType }> {
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return [];
  return Object.values(named.getFields()).flatMap((f) => {
    const inner = (value as Record<string, unknown> | undefined)?.[f.name];
    return [{ path: [...prefix, f.name], type: f.type }, ...(inner && typeof inner === 'object' ? inputPaths(f.type, inner, [...prefix, f.name]) : [])];
  });
}

/** A root field of Query with a valid input (from a REST route's valid example). */
export interface GraphqlRoot {
  field: string;
  /** The `input` argument's valid value, for fields that take one. */
  input?: Record<string, unknown>;
}

/** One root field's input: the valid one, changed in one place, or generated from its type. */
function rootInput(schema: GraphQLSchema, root: GraphqlRoot): fc.Arbitrary<unknown> {
  const arg = schema.getQueryType()!.getFields()[root.field].args.find((a) => a.name === 'input')!;
  const paths = inputPaths(arg.type, root.input);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(root.input) },
    { weight: 8, arbitrary: fc.oneof(...paths.map(({ path, type }) => inputValue(type, path[path.length - 1]).map((v) => setAt(root.input, path, v)))) },
    { weight: 2, arbitrary: fc.oneof(...paths.map(({ path }) => fc.oneof(wildValue, fc.constant(undefined)).map((v) => setAt(root.input, path, v)))) },
    { weight: 2, arbitrary: inputValue(arg.type, 'input') },
    { weight: 1, arbitrary: wildValue },
  );
}

interface RootUse {
  root: GraphqlRoot;
  input: unknown;
  /** The input goes as a variable ($inputN), or inline as a literal. */
  asVariable: boolean;
  alias: boolean;
}

/** A query of 1–3 root fields with random selections, and its variables. */
function validishQuery(schema: GraphQLSchema, roots: readonly GraphqlRoot[]): fc.Arbitrary<{ query: string; variables: Record<string, unknown> }> {
  const use: fc.Arbitrary<RootUse> = fc.constantFrom(...roots).chain((root) =>
    fc.record({
      root: fc.constant(root),
      input: root.input ? rootInput(schema, root) : fc.constant(undefined),
      asVariable: fc.boolean(),
      alias: fc.boolean(),
    }),
  );
  const uses = fc.oneof({ weight: 6, arbitrary: fc.array(use, { minLength: 1, maxLength: 1 }) }, fc.array(use, { minLength: 2, maxLength: 3 }));
  const choices = fc.array(fc.nat({ max: 9999 }), { maxLength: 80 });
  return fc.tuple(uses, choices, fc.boolean()).map(([list, numbers, flag]) => {
    const ch = new Choices(numbers);
    const query = schema.getQueryType()!;
    const fragments: string[] = [];
    const definitions: string[] = [];
    const variables: Record<string, unknown> = {};
    const fields = list.map((u, i) => {
      const field = query.getFields()[u.root.field];
      const args: string[] = [];
      if (u.root.input) {
        const inputType = field.args.find((a) => a.name === 'input')!.type;
        if (u.asVariable) {
          definitions.push(`$input${i}: ${String(inputType)}`);
          if (u.input !== undefined) variables[`input${i}`] = u.input;
          args.push(`input: $input${i}`);
        } else if (u.input !== undefined) args.push(`input: ${graphqlLiteral(u.input, inputType)}`);
      }
      for (const a of field.args) if (a.name !== 'input' && ch.chance(30)) args.push(`${a.name}: ${argumentLiteral(a, ch)}`);
      const head = `${u.alias ? `r${i}: ` : ''}${field.name}${args.length ? `(${args.join(', ')})` : ''}`;
      const named = getNamedType(field.type);
      return isCompositeType(named) ? `${head} ${selectionSet(schema, named, 1, ch, fragments)}` : head;
    });
    const body = `{ ${fields.join(' ')} }\n${fragments.join('\n')}`;
    // $flag is declared only where a directive uses it (an unused variable is a validation error).
    if (body.includes('$flag')) {
      definitions.push('$flag: Boolean = true');
      variables.flag = flag;
    }
    return { query: `query Fuzz${definitions.length ? `(${definitions.join(', ')})` : ''} ${body}`, variables };
  });
}

/** Documents the service must refuse: syntax errors, limits, unknown names, cycles, other operations. */
const badQuery = fc.oneof(
  fc.constantFrom(
    '', '   ', '# only a comment', '{', '{ }', '{ nope }', 'query { westernNatalChartDemo }', '{ westernNatalChartDemo { nope } }',
    'mutation { westernNatalChartDemo { warnings } }', 'subscription { westernNatalChartDemo { warnings } }',
    'query A { __typename } query B { __typename }', '{ __typename } { __typename }',
    'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }', 'query ($x: Int) { __typename }',
    '{ westernNatalChartDemo { warnings } }', '{ __schema { types { name fields { name } } } }', '{ __type(name: "NatalChart") { name } }',
    'query ($i: NatalChartInput!) { westernNatalChart(input: $i) { warnings } }', '{ westernNatalChart(input: {datetime: 1}) { warnings } }',
    '{ sajuBasic(input: {name: "x", birthdate: "1990-05-15", gender: "M"}) { name } }',
    '{ westernNatalChartDemo { warnings } westernNatalChartDemo { svg(lang: KO) } }',
    '{ natalChartDemo @skip(if: $undefined) { warnings } }', 'query Q($a: Int = "x") { __typename }',
  ),
  // Deep nesting in an argument, a selection and a list: the parser recurses.
  fc.constantFrom(40, 3000).map((n) => `{ westernNatalChart(input: ${'{a: '.repeat(n)}1${'}'.repeat(n)}) { warnings } }`),
  fc.constantFrom(40, 3000).map((n) => `{ westernNatalChart(input: {datetime: ${'['.repeat(n)}1${']'.repeat(n)}}) { warnings } }`),
  fc.constantFrom(40, 3000).map((n) => `{ ${'natalChartDemo { '.repeat(n)}warnings${' }'.repeat(n)} }`),
  // Many aliases, directives and tokens: the operation limits.
  fc.constantFrom(30, 130, 1000).map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: westernNatalChartDemo { warnings }`).join(' ')} }`),
  fc.constantFrom(30, 200).map((n) => `{ westernNatalChartDemo { a: svg b: svg(lang: KO) } ${Array.from({ length: n }, (_, i) => `s${i}: sajuSvg(input: {name: "x", birthdate: "1990-05-15", gender: M})`).join(' ')} }`),
  fc.constantFrom(31, 500).map((n) => `{ __typename ${'@skip(if: false) '.repeat(n)}}`),
  fc.constantFrom(5000, 20_000).map((n) => `{ ${'__typename '.repeat(n)}}`),
  fc.constant(`{ westernNatalChartDemo { name(x: "${'가'.repeat(30_000)}") } }`),
);

/** Requests to /graphql: POST JSON (mostly), application/graphql, GET with query parameters. */
export function graphqlRequest(schema: GraphQLSchema, roots: readonly GraphqlRoot[]): fc.Arbitrary<FuzzRequest> {
  const document = fc.oneof(
    { weight: 8, arbitrary: validishQuery(schema, roots) },
    {
      weight: 1,
      arbitrary: validishQuery(schema, roots).chain(({ query, variables }) =>
        fc.nat({ max: query.length }).map((n) => ({ query: query.slice(0, n), variables })),
      ),
    },
    { weight: 2, arbitrary: badQuery.map((query) => ({ query, variables: {} })) },
  );
  // The envelope's own fields of the wrong type, or missing.
  const envelope = fc.oneof(
    { weight: 12, arbitrary: fc.constant((q: string, v: Record<string, unknown>): unknown => ({ query: q, variables: v })) },
    fc.constantFrom(
      (q: string): unknown => ({ query: q }),
      (q: string, v: Record<string, unknown>): unknown => ({ query: q, variables: v, operationName: 'Fuzz' }),
      (q: string, v: Record<string, unknown>): unknown => ({ query: q, variables: v, operationName: 'Other' }),
      (q: string, v: Record<string, unknown>): unknown => ({ query: q, variables: JSON.stringify(v) }),
      (q: string): unknown => ({ query: q, variables: [] }),
      (q: string): unknown => ({ query: q, variables: 'x' }),
      (q: string): unknown => ({ query: q, extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }),
      (): unknown => ({ query: 5 }),
      (q: string): unknown => ({ query: [q] }),
      (): unknown => ({ variables: {} }),
      (): unknown => ({}),
      (q: string, v: Record<string, unknown>): unknown => [{ query: q, variables: v }],
      (): unknown => null,
      (q: string): unknown => q,
    ),
  );
  const post = fc.tuple(document, envelope, transport()).map(([{ query, variables }, wrap, t]) => ({
    method: 'POST',
    path: '/graphql',
    body: jsonText(wrap(query, variables)),
    ...t,
  }));
  const rawPost = fc.tuple(document, transport(fc.constant('application/graphql'))).map(([{ query }, t]) => ({ method: 'POST', path: '/graphql', body: query, ...t }));
  const withVariables = fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, fc.constant(false));
  const get = fc.tuple(document, withVariables, transport(fc.constant(undefined))).map(([{ query, variables }, withVariables, t]) => {
    const params = new URLSearchParams({ query });
    if (withVariables) params.set('variables', JSON.stringify(variables));
    return { method: 'GET', path: `/graphql?${params}`, ...t };
  });
  return fc
    .tuple(fc.oneof({ weight: 8, arbitrary: post }, { weight: 1, arbitrary: rawPost }, { weight: 2, arbitrary: get }), keyKind)
    .map(([r, key]) => ({
      target: '/graphql',
      method: r.method,
      path: r.path,
      key,
      headers: r.headers,
      ...('body' in r ? { body: r.body } : {}),
      ...(r.charset ? { charset: r.charset } : {}),
      ...(r.compress ? { compress: r.compress } : {}),
    }));
}
