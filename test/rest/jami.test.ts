/** POST /v1/jami/analysis through the real app, against the iztro reference (test/fixtures/jami). */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/app.js';
import { branchKo, brightnessKo, mutagenKo, palaceKo, starKo } from '../helpers/jami-labels.js';
import { MUTAGEN_LABELS } from '../../src/core/jami/labels.js';

const ref = (file: string) => JSON.parse(readFileSync(new URL(`../fixtures/jami/${file}`, import.meta.url), 'utf8'));
const cases: Record<string, unknown>[] = ref('cases.json');
const expected: Record<string, any>[] = ref('expected.json');

/** The spec's keys (§2.4) in the order the service returns them; the annual ones need a target year. */
const SPEC_KEYS = [
  '납음오행', '국수', '명궁', '십이궁', '자미', '14정성 및 보좌성', '문창문곡', '녹존타라경양', '천마', '화성영성지공지겁',
  '천월', '화성영성관계', '지공지겁관계', '사화', '천형천요천공', '순공', '절공', '삼태', '팔좌', '은광', '천귀', '태보', '봉고',
  '용지', '봉각', '천재', '천무', '해신(월)', '해신(년)', '월덕', '대모', '항지', '홍염', '음살', '비렴', '파쇄', '천관천복', '천주',
  '홍란천희', '천곡천허', '고신과수', '겁살화개', '천상천사', '장생십이신', '박사십이신', '세전십이신', '장전십이신', '궁별_성_배치',
  '성_밝기', '형충관계', '격국', '운세_평가', '대한',
];
const ANNUAL_KEYS = [
  '유년십이궁', '두군', '유년천괴천월', '유년녹존타라경양', '유년문창문곡', '유년사화', '유년천마', '유년이차발생궁', '유년문제궁위', '유년_주요사항',
];
/** Keys iztro computes and the reference holds (the rest are the service's own rules). */
const IZTRO_KEYS = SPEC_KEYS.filter((k) => !['화성영성관계', '지공지겁관계', '대모', '홍염', '형충관계', '격국', '운세_평가', '대한'].includes(k));

function expectAnnual(record: any, annual: any) {
  expect(record['두군']).toBe(annual['두군']);
  expect(record['유년십이궁']).toEqual(annual['유년십이궁']);
  expect(record['유년천괴천월']).toEqual(annual['유년천괴천월']);
  expect(record['유년녹존타라경양']).toEqual(annual['유년녹존타라경양']);
  expect(record['유년문창문곡']).toEqual(annual['유년문창문곡']);
  expect(record['유년천마']).toBe(annual['유년천마']);
  expect(Object.keys(record['유년_주요사항'])).toEqual(['재물_기회', '감정_변화', '건강_주의', '직업_전환']);
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const request = (c: Record<string, unknown>) => ({
  input_data: {
    name: '테스트',
    birthdate: c.birthdate,
    is_lunar: c.is_lunar,
    is_leap_month: c.is_leap_month,
    birth_time: c.birth_time,
    gender: c.gender,
  },
  target_year_ganji: c.target_year_ganji,
});

describe('jami analysis against the iztro reference', () => {
  it.each(cases.map((c, i) => [`${c.birthdate as string} ${c.birth_time as string} ${c.gender as string}`, i] as const))('%s', async (_label, i) => {
    const res = await server.post('/v1/jami/analysis', request(cases[i]));
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(['success']);
    const record = json.success;
    const hasTarget = Boolean(cases[i].target_year_ganji);
    expect(Object.keys(record)).toEqual(hasTarget ? [...SPEC_KEYS, ...ANNUAL_KEYS] : SPEC_KEYS);
    const e = expected[i];
    for (const key of IZTRO_KEYS) expect(record[key], key).toEqual(e[key]);
    // 대한: iztro's placement part of every period.
    for (const [ganji, period] of Object.entries<any>(e['대한'])) {
      const mine = record['대한'][ganji];
      expect(mine, ganji).toBeDefined();
      expect(mine.palace_branch).toBe(period.palace_branch);
      expect(mine.age_range).toBe(period.age_range);
      expect(mine.daehan_palaces_branches).toEqual(period.daehan_palaces_branches);
      expect(mine.inner_palaces).toHaveLength(6);
      expect(mine.outer_palaces).toHaveLength(6);
      expect(new Set([...mine.inner_palaces, ...mine.outer_palaces]).size).toBe(12);
      expect(Object.keys(mine.대한_해석)).toEqual(['주요_특징', '길운_요인', '주의사항', '중점_분야']);
    }
    const annual = e['유년'];
    if (hasTarget) expectAnnual(record, annual);
    // 국수 is the real bureau number 2–6 (jami.md decision 3), the first period's start age.
    expect(record['국수']).toBeGreaterThanOrEqual(2);
    expect(record['국수']).toBeLessThanOrEqual(6);
    const first = Object.values<any>(record['대한'])[0];
    expect(first.age_range).toBe(`${record['국수']} ~ ${record['국수'] + 9}`);
    const fortune = record['운세_평가'];
    expect(Object.keys(fortune.세부)).toEqual(['재물운', '직업운', '감정운', '건강운', '대인운', '학업운']);
    for (const v of [fortune.전체_운, ...Object.values<number>(fortune.세부)]) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
  });

  it('the notes’ worked check: 1990-05-15 14:30 male', async () => {
    const res = await server.post('/v1/jami/analysis', {
      input_data: { name: 'a', birthdate: '1990-05-15', birth_time: '14:30', gender: 'male' },
      target_year_ganji: '갑진',
    });
    const { success: r } = await res.json();
    expect(r['명궁']).toBe('술');
    expect(r['십이궁']['명궁']).toBe('병술');
    expect(r['국수']).toBe(5);
    expect(r['자미']).toBe('술');
    expect(r['녹존타라경양']['녹존']).toBe('신');
    expect(r['화성영성지공지겁']).toMatchObject({ 화성: '신', 영성: '술' });
    expect(r['순공']).toEqual(['술', '해']);
    expect(r['두군']).toBe('신');
    expect(r['납음오행']).toBe('노방토');
  });

  it('omits the annual keys without a target year', async () => {
    const res = await server.post('/v1/jami/analysis', { input_data: { name: 'a', birthdate: '1990-05-15', birth_time: '14:30', gender: 'F' } });
    expect(Object.keys((await res.json()).success)).toEqual(SPEC_KEYS);
  });
});

describe('jami errors (detail style, spec §7)', () => {
  const data = { name: 'a', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };
  const cases: [string, unknown, number, string | RegExp][] = [
    ['invalid lunar day (2024-1 has 29 days)', { input_data: { ...data, is_lunar: true, birthdate: '2024-01-30' } }, 400, 'Invalid lunar date provided.'],
    ['leap flag on a month without leap', { input_data: { ...data, is_lunar: true, is_leap_month: true, birthdate: '2024-03-01' } }, 400, 'Invalid lunar date provided.'],
    ['lunar year out of range', { input_data: { ...data, is_lunar: true, birthdate: '2101-01-01' } }, 400, 'Invalid lunar date provided.'],
    ['solar date outside the calendar', { input_data: { ...data, birthdate: '1890-01-01' } }, 400, 'Cannot convert solar date to lunar date.'],
    ['solar date that does not exist', { input_data: { ...data, birthdate: '2023-02-30' } }, 400, 'Cannot convert solar date to lunar date.'],
    ['missing fields', { input_data: { birthdate: '1990-05-15' } }, 422, 'Missing required fields: name, birth_time, gender'],
    ['missing input_data', { target_year_ganji: '갑진' }, 422, 'Missing required fields: input_data'],
    ['gender outside the list', { input_data: { ...data, gender: 'X' } }, 400, 'gender must be one of: M, F, m, f, Male, Female, male, female, yang, yin'],
    ['bad target year', { input_data: data, target_year_ganji: '갑축' }, 400, /target_year_ganji must be a Korean stem-branch name/],
    ['bad time', { input_data: { ...data, birth_time: '7pm' } }, 400, /birth_time/],
  ];
  it.each(cases)('%s', async (_label, payload, status, message) => {
    const key = await server.key();
    const res = await server.post('/v1/jami/analysis', payload, key);
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(Object.keys(json)).toEqual(['detail']);
    if (typeof message === 'string') expect(json.detail).toBe(message);
    else expect(json.detail).toMatch(message);
    const record = await server.store.authenticate(key);
    expect(await server.store.usage(record!.id)).toMatchObject({ creditsUsed: 0, dailyUsed: 0 });
  });

  it('a missing leap month: the spec fixes jami REST text; saju and GraphQL name the year and month', async () => {
    // KASI: 1990 has 윤5월 and no leap 3rd month.
    const missing = { ...data, is_lunar: true, is_leap_month: true, birthdate: '1990-03-10' };
    const jami = await server.post('/v1/jami/analysis', { input_data: missing });
    expect([jami.status, await jami.json()]).toEqual([400, { detail: 'Invalid lunar date provided.' }]);
    const saju = await server.post('/v1/saju/basic', missing);
    expect([saju.status, await saju.json()]).toEqual([400, { detail: '음력 날짜를 양력으로 변환할 수 없습니다: 음력 1990년에는 윤3월이 없습니다' }]);
    const query = 'query ($input: JamiInput!) { jamiChart(input: $input) { bureau } }';
    const input = { name: 'a', birthdate: '1990-03-10', birthTime: '14:30', gender: 'M', isLunar: true, isLeapMonth: true };
    const { errors } = await (await server.post('/graphql', { query, variables: { input } })).json();
    expect(errors.map((e: any) => [e.message, e.extensions.code])).toEqual([['음력 1990년에는 윤3월이 없습니다', 'INVALID_LUNAR_DATE']]);
    // The leap month that exists is accepted.
    expect((await server.post('/v1/jami/analysis', { input_data: { ...missing, birthdate: '1990-05-10' } })).status).toBe(200);
  });

  it('is_leap_month without is_lunar is ignored, as the spec documents: the solar answer, byte for byte', async () => {
    const plain = await (await server.post('/v1/jami/analysis', { input_data: data })).text();
    const flagged = await server.post('/v1/jami/analysis', { input_data: { ...data, is_leap_month: true } });
    expect(flagged.status).toBe(200);
    expect(await flagged.text()).toBe(plain);
  });

  it('accepts every documented gender spelling', async () => {
    for (const gender of ['M', 'F', 'm', 'f', 'Male', 'Female', 'male', 'female', 'yang', 'yin']) {
      const res = await server.post('/v1/jami/analysis', { input_data: { ...data, gender } });
      expect(res.status, gender).toBe(200);
    }
  });
});

describe('the REST record is the GraphQL chart read in the spec’s keys', () => {
  const QUERY = `query ($input: JamiInput!, $year: String!) { jamiChart(input: $input) {
    naeum bureau lifePalaceBranch palaces { name branch ganji } stars { name branch }
    fireBellRelation voidRelation transformations { type star } unplacedStars { xunkong dahao hongyan jiesha }
    twelveGods { changsheng { name branch } boshi { name branch } suiqian { name branch } jiangqian { name branch } }
    starsByBranch { branch stars { name transformation } } brightness { star branch brightness }
    relations {
      punishments { name branches occurs palaces } clashes { name branches occurs palaces }
      threeHarmonies { name branches } sixHarmonies { name branches }
    }
    patterns { main specialName specialDescription specialVerdict auxiliary }
    fortune { overall wealth career love health relationships study summary }
    periods {
      ganji palaceBranch ageRange originalPalace palaces { palace branch } transformations { type star branch inField }
      innerPalaces outerPalaces secondaryOccurrencePalaces problemPalaces secondaryResultPalaces
      interpretation { mainFeatures favorable cautions focus }
    }
    annual(targetYearGanji: $year) {
      palaces { ganji originalPalace annualPalace branch } doujun kui yue lucun tuoluo qingyang wenchang wenqu
      transformations { type star branch } tianma secondaryOccurrencePalaces problemPalaces
      wealthOpportunities emotionalChanges healthCautions careerChanges
    }
  } }`;
  const MAIN = ['자미', '천기', '태양', '무곡', '천동', '염정', '천부', '태음', '탐랑', '거문', '천상', '천량', '칠살', '파군', '좌보', '우필'];

  /** The spec's record (§2.4) written out from the typed fields, in the spec's key order. */
  function fromGraphql(c: any) {
    // GraphQL enum values (ZIWEI, LU, MIAO, XU, SOUL) are the core ids in upper case; the record writes their Korean names.
    const id = (value: string) => value.toLowerCase() as never;
    const branch = (value: string) => branchKo(id(value));
    const branches = (values: string[]) => values.map(branch);
    const palace = (value: string) => palaceKo(id(value));
    const at = (name: string) => branch(c.stars.find((s: any) => s.name === name).branch);
    const pick = (...names: string[]) => Object.fromEntries(names.map((n) => [n, at(n)]));
    const byName = (list: any[], value: (x: any) => unknown) => Object.fromEntries(list.map((x) => [x.name, value(x)]));
    const shortKo = (value: string) => MUTAGEN_LABELS[id(value) as keyof typeof MUTAGEN_LABELS].short.ko;
    const palaceOn = (ko: string) => c.palaces.find((p: any) => branch(p.branch) === ko).name;
    const relation = (r: any) => ({ 궁위: branches(r.branches), 발생: r.occurs, 관련궁: r.palaces.map(palace) });
    const { unplacedStars: u, twelveGods: g, relations: r, patterns: p, fortune: f, annual: a } = c;
    return {
      납음오행: c.naeum,
      국수: c.bureau,
      명궁: branch(c.lifePalaceBranch),
      십이궁: byName(c.palaces, (x) => x.ganji),
      자미: at('자미'),
      '14정성 및 보좌성': pick(...MAIN),
      문창문곡: [at('문창'), at('문곡')],
      녹존타라경양: pick('녹존', '타라', '경양'),
      천마: at('천마'),
      화성영성지공지겁: pick('화성', '영성', '지공', '지겁'),
      천월: [at('천괴'), at('천월')],
      화성영성관계: c.fireBellRelation,
      지공지겁관계: c.voidRelation,
      사화: Object.fromEntries(c.transformations.map((t: any) => [mutagenKo(id(t.type)), starKo(id(t.star))])),
      천형천요천공: pick('천형', '천요', '천공'),
      순공: branches(u.xunkong),
      절공: [at('절로'), at('공망')],
      ...pick('삼태', '팔좌', '은광', '천귀', '태보', '봉고', '용지', '봉각', '천재', '천무', '해신(월)', '해신(년)', '월덕'),
      대모: branch(u.dahao),
      항지: at('함지'),
      홍염: branch(u.hongyan),
      ...pick('음살', '비렴', '파쇄'),
      천관천복: [at('천관'), at('천복')],
      천주: [at('천주')],
      홍란천희: [at('홍란'), at('천희')],
      천곡천허: [at('천곡'), at('천허')],
      고신과수: [at('고신'), at('과수')],
      겁살화개: [branch(u.jiesha), at('화개')],
      천상천사: [palaceOn(at('천상(天傷)')), palaceOn(at('천사'))],
      장생십이신: byName(g.changsheng, (x) => branch(x.branch)),
      박사십이신: byName(g.boshi, (x) => branch(x.branch)),
      세전십이신: byName(g.suiqian, (x) => branch(x.branch)),
      장전십이신: byName(g.jiangqian, (x) => branch(x.branch)),
      궁별_성_배치: Object.fromEntries(
        c.starsByBranch.map((b: any) => [branch(b.branch), b.stars.map((s: any) => (s.transformation ? `${s.name}(${mutagenKo(id(s.transformation))})` : s.name))]),
      ),
      성_밝기: Object.fromEntries(c.brightness.map((s: any) => [starKo(id(s.star)), { 위치: branch(s.branch), 밝기: brightnessKo(id(s.brightness)) }])),
      형충관계: {
        삼형: byName(r.punishments, relation),
        육충: byName(r.clashes, relation),
        삼합: byName(r.threeHarmonies, (x) => branches(x.branches)),
        육합: byName(r.sixHarmonies, (x) => branches(x.branches)),
      },
      격국: {
        주요격국: p.main,
        특수격국: { 명칭: p.specialName, 설명: p.specialDescription, 길흉: p.specialVerdict },
        보조격국: p.auxiliary,
      },
      운세_평가: {
        전체_운: f.overall,
        세부: { 재물운: f.wealth, 직업운: f.career, 감정운: f.love, 건강운: f.health, 대인운: f.relationships, 학업운: f.study },
        종합_평가: f.summary,
      },
      대한: Object.fromEntries(c.periods.map((d: any) => [d.ganji, {
        palace_branch: branch(d.palaceBranch),
        age_range: d.ageRange,
        original_palace_name: palace(d.originalPalace),
        daehan_palaces_branches: Object.fromEntries(d.palaces.map((x: any) => [palace(x.palace), branch(x.branch)])),
        daehan_sahwa: Object.fromEntries(d.transformations.map((t: any) => [shortKo(t.type), { star: starKo(id(t.star)), palace: branch(t.branch), is_jin: t.inField }])),
        inner_palaces: branches(d.innerPalaces),
        outer_palaces: branches(d.outerPalaces),
        secondary_occurrence_palaces: branches(d.secondaryOccurrencePalaces),
        problem_palaces: branches(d.problemPalaces),
        secondary_result_palaces: branches(d.secondaryResultPalaces),
        대한_해석: {
          주요_특징: d.interpretation.mainFeatures,
          길운_요인: d.interpretation.favorable,
          주의사항: d.interpretation.cautions,
          중점_분야: d.interpretation.focus,
        },
      }])),
      유년십이궁: a.palaces.map((x: any) => ({
        ganji: x.ganji, original_palace_name: palace(x.originalPalace), annual_palace_name: palace(x.annualPalace), branch: branch(x.branch),
      })),
      두군: branch(a.doujun),
      유년천괴천월: { 유괴: branch(a.kui), 유월: branch(a.yue) },
      유년녹존타라경양: { 유록존: branch(a.lucun), 유타라: branch(a.tuoluo), 유경양: branch(a.qingyang) },
      유년문창문곡: { 유창: branch(a.wenchang), 유곡: branch(a.wenqu) },
      유년사화: Object.fromEntries(a.transformations.map((t: any) => [shortKo(t.type), { star: starKo(id(t.star)), palace: branch(t.branch) }])),
      유년천마: branch(a.tianma),
      유년이차발생궁: branches(a.secondaryOccurrencePalaces),
      유년문제궁위: branches(a.problemPalaces),
      유년_주요사항: {
        재물_기회: a.wealthOpportunities,
        감정_변화: a.emotionalChanges,
        건강_주의: a.healthCautions,
        직업_전환: a.careerChanges,
      },
    };
  }

  const charts: [string, Record<string, unknown>, string][] = [
    ['the notes’ chart', { birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' }, '갑진'],
    ['late 子 on a month’s last day, female', { birthdate: '2024-02-09', birth_time: '23:30', gender: 'F' }, '병오'],
    ['a lunar leap month from day 16', { birthdate: '2023-02-20', is_lunar: true, is_leap_month: true, birth_time: '23:10', gender: 'yin' }, '정축'],
    ['past the twelfth 대한', { birthdate: '1901-03-15', birth_time: '05:00', gender: 'male' }, '병자'],
  ];

  it.each(charts)('%s', async (_label, data, year) => {
    const input_data = { name: '테스트', ...data };
    const rest = await server.post('/v1/jami/analysis', { input_data, target_year_ganji: year });
    expect(rest.status).toBe(200);
    const { success } = await rest.json();
    const input = {
      name: input_data.name, birthdate: data.birthdate, isLunar: data.is_lunar ?? false, isLeapMonth: data.is_leap_month ?? false,
      birthTime: data.birth_time, gender: data.gender,
    };
    const res = await server.post('/graphql', { query: QUERY, variables: { input, year } });
    const { data: graphql, errors } = await res.json();
    expect(errors).toBeUndefined();
    // Key order included: the same JSON text.
    expect(JSON.stringify(success)).toBe(JSON.stringify(fromGraphql(graphql.jamiChart)));
  });
});
