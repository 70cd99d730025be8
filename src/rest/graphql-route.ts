/**
 * The REST route of an addition, derived from its GraphQL root field (an addition has no legacy
 * record, so its REST answer is the GraphQL shape): the body is the root field's arguments — the
 * fields of its `input` object and its other arguments side by side — in snake_case, enum values in
 * lower case; the answer is everything the root field returns, in the same spelling. The body and
 * answer schemas (validation, OpenAPI, MCP) and the operation document are built from the schema's
 * types, so a new operation needs no REST code of its own.
 *
 * The document selects every field except those that take a required argument, those priced on
 * their own (src/graphql/cost.ts: a picture, a time line), those the operation omits (restOmits),
 * fields of interfaces or unions, and fields that replace a deprecated one (the answer keeps the
 * field it was published with: src/graphql/renames.ts);
 * a nested `lang` argument follows the request's `lang` (the root field's, or with restTextLang the
 * body's `lang`, else Accept-Language).
 */
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  isAbstractType,
  parse,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { z } from 'zod';
import { FIELD_COSTS } from '../graphql/cost.js';
import { canonicalCoordinate, replacingFields } from '../graphql/renames.js';
import { envelope as envelopeSchema } from './responses.js';
import { schema } from '../graphql/schema.js';
import type { Operation } from '../operations/index.js';
import { caselessEnum, nonEmpty } from '../validation.js';
import { textLang, textLangField } from './classical.js';
import { defineRoute, envelope, type RequestInfo, type RestRoute } from './route.js';
import type { Lang } from '../core/lang.js';
import {
  BRANCH_LABELS, ELEMENT_LABELS, HIDDEN_STEM_TYPE_LABELS, SHINSAL_LABELS, STAGE_LABELS, STEM_LABELS, TEN_GOD_LABELS, tenGodText, type SajuNames,
} from '../core/saju/labels.js';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const described = <T extends z.ZodType>(type: T, description: string | null | undefined): T =>
  description ? type.meta({ description }) : type;

/** How a JSON value of the body becomes a GraphQL variable value, and its schema. */
interface InputPlan {
  schema: z.ZodType;
  read: (value: unknown) => unknown;
}

function inputPlan(type: GraphQLInputType, description?: string | null): InputPlan {
  if (type instanceof GraphQLNonNull) return inputPlan(type.ofType, description);
  if (type instanceof GraphQLList) {
    const item = inputPlan(type.ofType);
    return { schema: described(z.array(item.schema), description), read: (v) => (Array.isArray(v) ? v.map(item.read) : v) };
  }
  if (type instanceof GraphQLEnumType) {
    const values = type.getValues().map((v) => v.name.toLowerCase());
    const text = `${description ?? type.description ?? ''} One of ${values.join(', ')}, in any letter case.`.trim();
    return { schema: caselessEnum(values, 'lower').meta({ description: text, enum: values }), read: (v) => (typeof v === 'string' ? v.toUpperCase() : v) };
  }
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields()).map(bodyField);
    return {
      schema: described(objectOf(fields), description ?? type.description),
      read: (v) => (v !== null && typeof v === 'object' ? readFields(fields, v as Record<string, unknown>) : v),
    };
  }
  return { schema: described(scalarSchema(type), description), read: (v) => v };
}

interface BodyField {
  name: string;
  key: string;
  required: boolean;
  plan: InputPlan;
}

const bodyField = (f: { name: string; type: GraphQLInputType; description?: string | null; defaultValue?: unknown }): BodyField => ({
  name: f.name,
  key: snake(f.name),
  required: f.type instanceof GraphQLNonNull && f.defaultValue === undefined,
  plan: inputPlan(f.type, fieldDescription(f.description, f.defaultValue)),
});

const objectOf = (fields: BodyField[]) =>
  z.object(Object.fromEntries(fields.map((f) => [f.key, f.required ? f.plan.schema : f.plan.schema.optional()])));

const readFields = (fields: BodyField[], value: Record<string, unknown>) =>
  Object.fromEntries(fields.filter((f) => value[f.key] !== undefined).map((f) => [f.name, f.plan.read(value[f.key])]));

const fieldDescription = (description: string | null | undefined, defaultValue: unknown) =>
  defaultValue === undefined ? description : `${description ?? ''} Default ${JSON.stringify(defaultValue)}.`.trim();

function scalarSchema(type: GraphQLScalarType): z.ZodType {
  switch (type.name) {
    case 'Int':
      return z.number().int();
    case 'Float':
      return z.number();
    case 'Boolean':
      return z.boolean();
    case 'String':
    case 'ID':
      return z.string();
    default:
      return z.unknown();
  }
}

const labelsBy = (table: Readonly<Record<string, SajuNames>>, name: (names: SajuNames, id: string) => string) =>
  Object.fromEntries(Object.entries(table).map(([id, names]) => [id, name(names, id)]));
/**
 * The saju sets' enums (src/graphql/saju-enums.ts) are written as the saju records write them, from
 * the same locale tables (src/core/saju/labels.ts): a stem or branch as its hanja, the others by their
 * Korean names (ten gods as tenGodText: 主 for the day stem). Keyed by enum name, then by id.
 */
const ENUM_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  HeavenlyStem: labelsBy(STEM_LABELS, (n) => n.hanja),
  EarthlyBranch: labelsBy(BRANCH_LABELS, (n) => n.hanja),
  FiveElement: labelsBy(ELEMENT_LABELS, (n) => n.ko),
  TenGod: labelsBy(TEN_GOD_LABELS, (_, id) => tenGodText(id as keyof typeof TEN_GOD_LABELS)),
  LifeStage: labelsBy(STAGE_LABELS, (n) => n.ko),
  TwelveShinsal: labelsBy(SHINSAL_LABELS, (n) => n.ko),
  HiddenStemType: labelsBy(HIDDEN_STEM_TYPE_LABELS, (n) => n.ko),
};

/** The answer's plan: the selection text, the schema of the snake_case answer, and the reshaping. */
interface OutputPlan {
  selection: string;
  schema: z.ZodType;
  shape: (value: unknown) => unknown;
}

const MAX_DEPTH = 12;
/** Levels of a type within itself: zodiacal releasing's four levels of periods. */
const RECURSION = 4;

function outputPlan(type: GraphQLOutputType, path: readonly string[], langVariable: boolean, omits: ReadonlySet<string>, description?: string | null): OutputPlan | null {
  if (type instanceof GraphQLNonNull) return outputPlan(type.ofType, path, langVariable, omits, description);
  // A nullable field keeps its own description (the field's, not its parent's).
  const nullable = (plan: OutputPlan, fieldDescription: string | null | undefined): OutputPlan => ({ ...plan, schema: described(plan.schema.nullable(), fieldDescription) });
  if (type instanceof GraphQLList) {
    const item = outputPlan(type.ofType, path, langVariable, omits);
    if (!item) return null;
    return { selection: item.selection, schema: described(z.array(item.schema), description), shape: (v) => (Array.isArray(v) ? v.map(item.shape) : v) };
  }
  if (type instanceof GraphQLEnumType) {
    const labels = ENUM_LABELS[type.name];
    const text = (name: string) => (labels ? labels[name.toLowerCase()] : name.toLowerCase());
    const values = type.getValues().map((v) => text(v.name));
    return { selection: '', schema: described(z.enum(nonEmpty(values)), description), shape: (v) => (typeof v === 'string' ? text(v) : v) };
  }
  if (type instanceof GraphQLObjectType) {
    // A recursive type (periods within periods) is followed RECURSION levels deep.
    if (path.filter((name) => name === type.name).length >= RECURSION || path.length > MAX_DEPTH) return null;
    const typeFields = Object.values(type.getFields());
    // The published field stays in the answer, deprecated or not; its GraphQL replacements do not.
    const replacing = replacingFields(typeFields);
    const fields = typeFields.flatMap((field) => {
      const coordinate = `${type.name}.${field.name}`;
      if (replacing.has(field.name) || canonicalCoordinate(type, field) in FIELD_COSTS || omits.has(coordinate) || isAbstractType(getNamedType(field.type))) return [];
      if (field.args.some((a) => a.type instanceof GraphQLNonNull && a.defaultValue === undefined)) return [];
      const plan = outputPlan(field.type, [...path, type.name], langVariable, omits, field.description);
      if (!plan) return [];
      const lang = langVariable && field.args.some((a) => a.name === 'lang') ? '(lang: $lang)' : '';
      const nullableField = !(field.type instanceof GraphQLNonNull);
      return [{ name: field.name, key: snake(field.name), plan: nullableField ? nullable(plan, field.description) : plan, lang }];
    });
    if (fields.length === 0) return null;
    return {
      selection: `{ ${fields.map((f) => `${f.name}${f.lang} ${f.plan.selection}`).join(' ')} }`,
      schema: described(z.strictObject(Object.fromEntries(fields.map((f) => [f.key, f.plan.schema]))), description ?? type.description),
      shape: (v) => (v === null || typeof v !== 'object' ? v : Object.fromEntries(fields.map((f) => [f.key, f.plan.shape((v as Record<string, unknown>)[f.name])]))),
    };
  }
  return { selection: '', schema: described(scalarSchema(type as GraphQLScalarType), description), shape: (v) => v };
}

/**
 * The route of an addition whose REST answer is its GraphQL result. Astrology additions answer in
 * the astrology envelope ({success, data, message, timestamp, usage_info}); saju and jami ones bare.
 */
export function graphqlRoute<Name extends string>(operation: Operation<Name>): RestRoute<Record<string, unknown>, Record<string, unknown>, Record<string, unknown>, z.ZodType, Name> {
  const rootName = operation.graphql;
  const root = rootName ? schema.getQueryType()?.getFields()[rootName] : undefined;
  if (!root) throw new Error(`${operation.name}: no GraphQL root field ${rootName}`);

  const inputArg = root.args.find((a) => a.name === 'input');
  const inputType = inputArg && getNamedType(inputArg.type);
  const inputFields: BodyField[] =
    inputType instanceof GraphQLInputObjectType ? Object.values(inputType.getFields()).map(bodyField) : [];
  const otherArgs = root.args.filter((a) => a !== inputArg).map(bodyField);
  // The request's language: the root field's `lang` argument, or a REST-only `lang` (restTextLang).
  const textLangOnly = operation.restTextLang === true && !otherArgs.some((a) => a.name === 'lang');
  const langVariable = textLangOnly || otherArgs.some((a) => a.name === 'lang');

  const answer = outputPlan(root.type, [], langVariable, new Set(operation.restOmits), root.description);
  if (!answer) throw new Error(`${operation.name}: the root field selects nothing`);
  const declarations = [...root.args.map((a) => `$${a.name}: ${String(a.type)}`), ...(textLangOnly ? ['$lang: Lang'] : [])].join(', ');
  const argumentsText = root.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const document = parse(
    `query ${operation.name}${declarations ? `(${declarations})` : ''} { ${rootName}${argumentsText ? `(${argumentsText})` : ''} ${answer.selection} }`,
  );

  const enveloped = operation.rest.style === 'flat' || operation.rest.style === 'object';
  const body = textLangOnly ? objectOf([...inputFields, ...otherArgs]).extend({ lang: textLangField }) : objectOf([...inputFields, ...otherArgs]);
  const response = enveloped ? envelopeSchema(`${upperFirst(operation.name)}Response`, answer.schema, operation.summary) : answer.schema.meta({ id: `${upperFirst(operation.name)}Record`, description: operation.summary });

  return defineRoute({
    operation,
    document,
    body: body,
    variables: (parsed, request?: RequestInfo) => ({
      ...(inputArg ? { input: readFields(inputFields, parsed) } : {}),
      ...readFields(otherArgs, parsed),
      ...(textLangOnly ? { lang: textLang(parsed.lang as Lang | undefined, request) } : {}),
    }),
    response,
    shape: (data, usage) => {
      const record = answer.shape(data[rootName!]);
      return enveloped ? envelope(record, operation.summary, usage) : record;
    },
  });
}

const upperFirst = (name: string) => name[0].toUpperCase() + name.slice(1);
