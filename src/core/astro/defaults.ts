/**
 * The Western techniques' defaults: what an optional input means when a request leaves it out.
 * One home: the core applies them, GraphQL shows them as its inputs' default values, and REST
 * passes on only what the client sent. Where the interface spec names a default it is that one;
 * the others are the service's choices (docs/western.md, docs/techniques.md).
 *
 * Plain literals, not typed by the techniques' own option types: this module imports no technique
 * (each technique imports it), and the code applying a default checks it against its type.
 */

/** The house system when none is asked for (the interface spec's default everywhere). */
const HOUSE_SYSTEM = 'PLACIDUS';

export const ASTRO_DEFAULTS = {
  /** A chart's name when none is given. */
  name: 'Natal Chart',
  houseSystem: HOUSE_SYSTEM,
  /** Tropical longitudes (from the true equinox of date): no ayanamsa. */
  zodiac: 'TROPICAL',
  /** Chiron and the mean nodes are extras. */
  includeAsteroids: false,
  /** Metres above sea level. */
  elevation: 0,
  /** The ayanamsa of a sidereal chart when none is named (the Indian government's standard). */
  ayanamsa: 'LAHIRI',
  transits: {
    /** One orb for the six aspect types, degrees. */
    orb: 3.0,
    /** Aspects to the natal ASC and MC as well as the bodies. */
    includeAngles: true,
  },
  progressions: { orb: 2.0, includeAspects: true },
  solarArc: {
    /** The true solar arc (the progressed Sun's own motion), not Naibod's mean one. */
    method: 'TRUE_SOLAR_ARC',
    /** Orb of the directed-to-natal aspects, degrees. */
    orb: 1.0,
  },
  progressedLunations: {
    /** The ages whose progressed lunations are listed, years. */
    fromAge: 0,
    toAge: 90,
  },
  solarReturn: {
    /** Required accuracy of the return instant, minutes (the search reaches microseconds). */
    toleranceMinutes: 1.0,
    /** Orb of the return chart's major aspects, degrees. */
    orb: 8.0,
    includeAspects: true,
  },
  firdaria: {
    table: 'SPEC_74',
    sequenceBasis: 'GENDER',
    nocturnalOrder: 'ABU_MASHAR',
  },
  profectionMethod: 'CUSP',
  directions: {
    method: 'ptolemy',
    type: 'direct',
    frame: 'ZODIACAL',
    includeAngles: true,
    includeAspects: true,
    /** Orb of the directed aspects, degrees. */
    orb: 1.0,
    /** The span of GraphQL's timeline when none is asked for, ages. */
    timelineFromAge: 0,
    timelineToAge: 100,
  },
  synastry: {
    relationshipType: 'general',
    analysisDepth: 'comprehensive',
    houseSystem: HOUSE_SYSTEM,
    orbDegrees: 8,
    minorOrbDegrees: 2,
    includeMinorAspects: false,
    compatibilityMethod: 'weighted',
    emphasisLuminaries: false,
    emphasisPersonalPlanets: false,
    includeVertexPoints: false,
  },
  /** Names of the two people of a synastry when none are given. */
  personNames: ['Person 1', 'Person 2'] as const,
} as const;
