/**
 * REST routes of the traditional and locational pack (src/operations/traditional.ts), each the
 * GraphQL-shaped route with the selection below: every field of the answer except the nested natal
 * chart and the map picture (GraphQL has those).
 */
import { operationByName } from '../operations/index.js';
import { graphqlShapeRoute } from './graphql-shape.js';

const LOT = '{ id label longitude sign signLabel degreeInSign dms house wholeSignHouse ruler reversed formula }';
const PERIOD = 'level sign startAge endAge start end loosingOfTheBond angularity';
const STAR = '{ name designation hr magnitude longitude latitude rightAscension declination sign dms }';
const POINT = '{ id longitude sign dms }';

export const lotsRoute = graphqlShapeRoute(operationByName.westernLots, `{ diurnal lots ${LOT} custom ${LOT} }`);
export const releasingRoute = graphqlShapeRoute(
  operationByName.westernReleasing,
  `{ lot ${LOT} fortune ${LOT} year yearDays periods { ${PERIOD} subPeriods { ${PERIOD} subPeriods { ${PERIOD} subPeriods { ${PERIOD} } } } } }`,
);
export const planetaryHoursRoute = graphqlShapeRoute(
  operationByName.westernPlanetaryHours,
  '{ kind dayRuler sunrise sunset nextSunrise hours { number ruler isDay start end minutes } }',
);
export const voidMoonRoute = graphqlShapeRoute(operationByName.westernVoidMoon, '{ start end hours lastAspectPlanet lastAspectAngle nextSign }');
export const fixedStarsRoute = graphqlShapeRoute(
  operationByName.westernFixedStars,
  `{ stars ${STAR} conjunctions { star ${STAR} point orb } parans { star ${STAR} starEvent point pointEvent orb } }`,
);
export const midpointsRoute = graphqlShapeRoute(operationByName.westernMidpoints, '{ a b longitude dial dms occupants occupantOrbs }');
export const harmonicRoute = graphqlShapeRoute(operationByName.westernHarmonic, `{ harmonic points ${POINT} aspects { body1 body2 type angle separation orb } }`);
export const antisciaRoute = graphqlShapeRoute(
  operationByName.westernAntiscia,
  '{ points { id longitude antiscion contraAntiscion antiscionDms } contacts { from on kind orb } }',
);
export const declinationsRoute = graphqlShapeRoute(
  operationByName.westernDeclinations,
  '{ obliquity points { id declination outOfBounds } contacts { a b kind orb } }',
);
export const astrocartographyRoute = graphqlShapeRoute(
  operationByName.westernAstrocartography,
  `{ gast geojson parans { a aEvent b bEvent latitude longitude }
     relocatedChart { info { utc location { latitude longitude timezone } houseSystemUsed armc }
       angles { asc { longitude sign dms } mc { longitude sign dms } }
       bodies { all { id longitude sign dms house } } houses { number cusp { longitude sign dms } } } }`,
);
