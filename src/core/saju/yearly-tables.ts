/**
 * 신년운세 texts (docs/saju.md §14): what a year whose stem is of each ten-god group brings to each
 * domain, the service's wording of the usual 명리 readings of 세운 십신 (비겁 = rivals and spending, 식상
 * = output and expression, 재성 = money and a partner for men, 관성 = post and duty and a partner for
 * women, 인성 = study, documents and support). Index-aligned with tables.ts TEN_GODS.
 */
export const YEARLY_DOMAINS = ['work', 'money', 'relationships', 'health'] as const;
export type YearlyDomain = (typeof YEARLY_DOMAINS)[number];

export const YEAR_GROUP_TEXT: readonly Record<YearlyDomain, string>[] = [
  {
    work: '비겁의 해라 독립이나 동업, 경쟁이 일의 중심에 섭니다.',
    money: '나가는 돈이 늘기 쉬우니 보증과 동업 자금을 조심하세요.',
    relationships: '친구·동료와의 교류가 많아지지만 경쟁심이 관계를 흔들 수 있습니다.',
    health: '무리하기 쉬운 해이니 체력 안배가 필요합니다.',
  },
  {
    work: '식상의 해라 아이디어와 표현, 기술을 드러내 성과를 내기 좋습니다.',
    money: '재능이 수입으로 이어지기 쉬운 해입니다.',
    relationships: '말과 표현이 활발해지니 말실수에 주의하세요.',
    health: '에너지를 많이 쓰는 해이니 소화기와 휴식을 챙기세요.',
  },
  {
    work: '재성의 해라 실적과 결과가 눈에 보이는 해입니다.',
    money: '재물의 흐름이 커지니 계획적으로 관리하면 모을 수 있습니다.',
    relationships: '남성에게는 이성 인연이 들어오기 쉬운 해입니다.',
    health: '일과 돈에 쫓겨 과로하기 쉬우니 주의하세요.',
  },
  {
    work: '관성의 해라 승진·직책·시험 등 조직 안의 책임이 커집니다.',
    money: '지출보다 명예와 자리가 먼저 따르는 해입니다.',
    relationships: '여성에게는 이성 인연이 들어오기 쉬운 해입니다.',
    health: '압박과 스트레스가 쌓이기 쉬우니 긴장을 풀어 주세요.',
  },
  {
    work: '인성의 해라 공부·자격·문서와 윗사람의 도움이 따릅니다.',
    money: '문서와 계약으로 얻는 것이 있으나 큰 수익보다 안정이 중심입니다.',
    relationships: '윗사람과 어른의 도움을 받기 쉬운 해입니다.',
    health: '생각이 많아지기 쉬우니 몸을 움직이는 습관을 들이세요.',
  },
];

export const YEAR_GROUP_TEXT_EN: readonly Record<YearlyDomain, string>[] = [
  {
    work: 'A Peer year: independence, partnership and competition are at the centre of your work.',
    money: 'Money tends to flow out: be careful with guarantees and money put into partnerships.',
    relationships: 'More time with friends and colleagues, though rivalry can shake those ties.',
    health: 'A year in which you easily overdo it: pace your strength.',
  },
  {
    work: 'An Output year: a good time to show ideas, expression and skills and turn them into results.',
    money: 'Talent turns into income easily this year.',
    relationships: 'Words flow freely this year: mind what you say.',
    health: 'You spend a lot of energy: look after your digestion and your rest.',
  },
  {
    work: 'A Wealth year: results and achievements become visible.',
    money: 'Money moves in larger amounts: managed with a plan, it can be saved.',
    relationships: 'For a man, a year in which romance easily comes in.',
    health: 'Chasing work and money, you may overwork: take care.',
  },
  {
    work: 'An Officer year: promotion, posts and examinations bring more responsibility within organisations.',
    money: 'Standing and position come before money this year.',
    relationships: 'For a woman, a year in which romance easily comes in.',
    health: 'Pressure and stress build up easily: make time to unwind.',
  },
  {
    work: 'A Resource year: study, qualifications, documents and the help of superiors are with you.',
    money: 'Documents and contracts bring gains, though stability matters more than large profits.',
    relationships: 'Elders and superiors readily help you this year.',
    health: 'You may think too much: build a habit of moving your body.',
  },
];
