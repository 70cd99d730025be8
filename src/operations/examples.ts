/** The people and places of the operations' examples (one set, so the examples agree with each other). */

export const seoul = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
export const busan = { latitude: 35.1796, longitude: 129.0756, timezone: 'Asia/Seoul' };

/** A saju/jami birth on the Korean clock. */
export const sajuInput = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };
export const jamiInput = { input_data: sajuInput, target_year_ganji: '갑진' };
/** A second saju birth (the 궁합 and 택일 examples). */
export const sajuPartner = { name: '김지은', birthdate: '1992-11-03', birth_time: '08:15', gender: 'F' };

export const natalInput = {
  datetime: '1990-05-15T14:30:00',
  location: seoul,
  house_system: 'PLACIDUS',
  name: 'Kim',
  include_asteroids: true,
};
/** The natal fields of the predictive and classical bodies. */
export const natal = { natal_datetime: '1990-05-15T14:30:00', natal_location: seoul, name: 'Kim' };

/** The two people of the synastry examples. */
export const couple = {
  person1_datetime: '1990-05-15T14:30:00',
  person1_location: seoul,
  person1_name: '민수',
  person2_datetime: '1992-11-03T08:15:00',
  person2_location: busan,
  person2_name: '지은',
};
