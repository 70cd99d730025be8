/**
 * The price of a document (src/graphql/cost.ts): every root field is priced, REST routes cost
 * exactly their feature's credits, nested pictures and time lines add theirs, merging and
 * fragments are priced as executed, and every REST document passes the GraphQL limits.
 */
import { parse, print, specifiedRules, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { creditsFor } from '../../src/access/plans.js';
import { chargeItems, CostModel, FIELD_COSTS, lexicalSize, LIMIT_RULES, OPERATION_LIMITS, operationLimitPlugins } from '../../src/graphql/cost.js';
import { canonicalCoordinate } from '../../src/graphql/renames.js';
import { schema } from '../../src/graphql/schema.js';
import { routes } from '../../src/rest/routes.js';

const model = new CostModel(schema);
const natal = '{datetime: "1990-05-15T14:30:00", location: {latitude: 37.5665, longitude: 126.978, timezone: "Asia/Seoul"}}';
const costOf = (query: string, variables?: Record<string, unknown>) => model.cost(parse(query), undefined, variables);

describe('the cost table', () => {
  it('prices every root field (a deprecated alias as the field it was renamed to), and names only fields that exist', () => {
    const query = schema.getQueryType()!;
    for (const field of Object.values(query.getFields())) expect(FIELD_COSTS[canonicalCoordinate(query, field)], field.name).toBeDefined();
    for (const coordinate of Object.keys(FIELD_COSTS)) {
      const [type, field] = coordinate.split('.');
      const named = schema.getType(type) as { getFields?: () => Record<string, unknown> } | undefined;
      expect(named?.getFields?.()[field], coordinate).toBeDefined();
    }
  });

  it('charges each REST route exactly its feature credits and one request, for its example request', () => {
    for (const route of routes) {
      const example = route.operation.example;
      const parsed = route.body ? route.body.parse(example) : undefined;
      const cost = model.cost(route.document as DocumentNode, undefined, route.body ? route.variables(parsed) : {});
      expect(chargeItems(cost.roots.values()), route.path).toEqual([
        { feature: route.feature, requests: 1, credits: creditsFor(route.feature) },
        ...(route.alsoCharges ?? []).map((feature) => ({ feature, requests: 0, credits: creditsFor(feature) })),
      ]);
    }
  });

  it('every REST document is within the GraphQL limits, so a client may send the same', () => {
    for (const route of routes) {
      const source = print(route.document as DocumentNode);
      const size = lexicalSize(source);
      expect(size.tokens, route.path).toBeLessThanOrEqual(OPERATION_LIMITS.tokens);
      expect(size.nesting, route.path).toBeLessThanOrEqual(OPERATION_LIMITS.nesting);
      expect(validate(schema, parse(source), [...specifiedRules, ...LIMIT_RULES]), route.path).toEqual([]);
    }
  });
});

describe('pricing a document', () => {
  it('each aliased root field is an operation: one request and its credits', () => {
    const cost = costOf(`{ a: westernNatalChartDemo { name } b: westernNatalChartDemo { name } c: sajuBasic(input: {birthdate: "1990-05-15", gender: "M"}) { name } }`);
    expect([...cost.roots.keys()]).toEqual(['a', 'b', 'c']);
    expect(chargeItems(cost.roots.values())).toEqual([
      { feature: 'natal-chart-demo', requests: 2, credits: 2 },
      { feature: 'saju-basic', requests: 1, credits: 1 },
    ]);
    expect(cost.credits).toBe(3);
  });

  it('fields merged by execution are priced once; each alias of a picture draws and costs again', () => {
    expect(costOf(`{ westernNatalChartDemo { name } westernNatalChartDemo { svg } }`).credits).toBe(1 + 2);
    expect(costOf(`{ westernNatalChartDemo { svg svg } }`).credits).toBe(1 + 2);
    expect(costOf(`{ westernNatalChartDemo { a: svg b: svg(lang: KO) c: svg } }`).credits).toBe(1 + 3 * 2);
    expect(chargeItems(costOf(`{ westernNatalChart(input: ${natal}) { svg } }`).roots.values())).toEqual([
      { feature: 'natal-chart', requests: 1, credits: 2 },
      { feature: 'svg', requests: 0, credits: 2 },
    ]);
  });

  it('prices through fragments, interfaces and @skip/@include as executed', () => {
    const query = `query Q($draw: Boolean!) {
      westernNatalChartDemo { ...Pic ... on NatalChart { other: svg @include(if: $draw) } }
      sajuAnalysis(input: {birthdate: "1990-05-15", gender: "M"}) { ... on SajuChart { svg } }
    }
    fragment Pic on NatalChart { svg @skip(if: $draw) }`;
    expect(costOf(query, { draw: true }).credits).toBe(1 + 2 + 2 + 2);
    expect(costOf(query, { draw: false }).credits).toBe(1 + 2 + 2 + 2);
    expect(costOf(query.replace('other: svg @include(if: $draw)', 'name'), { draw: true }).credits).toBe(1 + 2 + 2);
  });

  it('prices a time line by the span of years it covers', () => {
    const directions = (args: string) =>
      `{ westernPrimaryDirections(input: {natalDatetime: "1990-05-15T14:30:00", natalLocation: {latitude: 37.5, longitude: 127, timezone: "Asia/Seoul"}, targetAge: 30}) { timeline${args} { age } } }`;
    expect(costOf(directions('')).credits).toBe(4 + 2); // 0–100: two spans of 50 years
    expect(costOf(directions('(fromAge: 20, toAge: 30)')).credits).toBe(4 + 1);
    expect(costOf(directions('(fromAge: 0, toAge: 150)')).credits).toBe(4 + 3);
  });

  it('a jami chart includes one annual overlay; each further year costs a credit', () => {
    const jami = (selection: string) => `{ jamiChart(input: {name: "x", birthdate: "1990-05-15", birthTime: "14:30", gender: "M"}) { ${selection} } }`;
    expect(costOf(jami('annual(targetYearGanji: "갑진") { __typename }')).credits).toBe(3);
    expect(costOf(jami('a: annual(targetYearGanji: "갑진") { __typename } b: annual(targetYearGanji: "을사") { __typename } c: annual(targetYearGanji: "병오") { __typename }')).credits).toBe(3 + 2);
    expect(costOf(jami('a: annual(targetYearGanji: "갑진") { __typename } b: annual(targetYearGanji: "을사") { __typename }')).credits).toBe(3 + 1);
  });

  it('introspection, __typename and documents that cannot run cost nothing', () => {
    expect(costOf('{ __typename __schema { queryType { name } } }').roots.size).toBe(0);
    expect(costOf('query Q($n: Int!) { westernNatalChartDemo { name } }', { n: 'x' }).credits).toBe(0);
    expect(model.cost(parse('query A { westernNatalChartDemo { name } }'), 'B').credits).toBe(0);
  });
});

describe('the answer size guard', () => {
  it('an answer over the size limit is replaced by a 400 error; a normal one is serialised once, reused', async () => {
    const plugins = operationLimitPlugins(schema, () => {});
    const execute = plugins.find((plugin) => plugin.onExecute)!.onExecute!;
    const hooks = (await execute({
      args: { contextValue: { access: null, usage: null }, document: parse('{ __typename }'), schema },
      setResultAndStopExecution: () => {},
    } as never)) as { onExecuteDone: (payload: unknown) => Promise<void> };
    let answer: any;
    const setResult = (result: unknown) => (answer = result);
    await hooks.onExecuteDone({ result: { data: { text: 'x'.repeat(OPERATION_LIMITS.responseChars) } }, setResult });
    expect(answer.errors[0].extensions).toEqual({ code: 'RESPONSE_TOO_LARGE', http: { status: 400 } });
    await hooks.onExecuteDone({ result: { data: { text: 'fits' } }, setResult });
    expect(answer.stringify()).toBe('{"data":{"text":"fits"}}');
  });
});
