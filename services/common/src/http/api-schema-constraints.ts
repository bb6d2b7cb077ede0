import 'reflect-metadata';
import { TransformationType } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

/** A JSON Schema fragment as the OpenAPI document holds it. */
export type SchemaObject = Record<string, unknown> & {
  type?: string;
  format?: string;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  $ref?: string;
  allOf?: SchemaObject[];
  patternProperties?: Record<string, SchemaObject>;
  anyOf?: SchemaObject[];
  additionalProperties?: boolean | SchemaObject;
};

const { defaultMetadataStorage: transformStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: {
    findTransformMetadatas(
      target: DtoClass,
      property: string,
      type: TransformationType,
    ): Array<{ transformFn: (params: Record<string, unknown>) => unknown }>;
  };
};

/** A DTO class. */
export type DtoClass = abstract new (...args: any[]) => unknown;

type Constraint = (schema: SchemaObject, args: unknown[]) => void;

const HEX = '[0-9a-fA-F]';
/**
 * What validator's isUUID takes, by version (class-validator @IsUUID and Nest's ParseUUIDPipe use it): 'all' (the
 * default) wants an RFC 9562 version and variant, or the nil or max UUID; '4' only random ones. A plain
 * `format: uuid` let clients send ids validation refuses.
 */
export const UUID_PATTERNS: Record<string, string> = {
  all: `^(?:${HEX}{8}-${HEX}{4}-[1-8]${HEX}{3}-[89abAB]${HEX}{3}-${HEX}{12}|0{8}-0{4}-0{4}-0{4}-0{12}|[fF]{8}-[fF]{4}-[fF]{4}-[fF]{4}-[fF]{12})$`,
  '4': `^${HEX}{8}-${HEX}{4}-4${HEX}{3}-[89abAB]${HEX}{3}-${HEX}{12}$`,
};
const UUID_PATTERN = `^${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}$`;
/**
 * What validator's isEmail takes by default, as a pattern (`format: email` alone admits `0@0.a`, which it refuses): a
 * local part of dot-separated runs, a domain of labels without a leading or trailing hyphen, and a top-level domain of
 * at least two letters. Bounded repetitions keep it within isEmail's lengths (64 before the @, 254 in all) without a
 * look-ahead, which schema-driven generators cannot draw from: a little narrower than isEmail (at most two dots before
 * the @, four labels after it, no quoted local parts or IDN), never wider.
 */
const EMAIL_CHARS = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
export const EMAIL_PATTERN = `^[${EMAIL_CHARS}]{1,32}(?:\\.[${EMAIL_CHARS}]{1,15}){0,2}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,30}[A-Za-z0-9])?\\.){1,3}[A-Za-z]{2,63}$`;
/** An access token as @IsJWT checks it: three base64url parts, each possibly empty (validator isJWT). */
const JWT_PATTERN = '^[A-Za-z0-9_-]*\\.[A-Za-z0-9_-]*\\.[A-Za-z0-9_-]*$';

/** class-validator rules → JSON Schema keywords, so the document states what validation enforces. */
const CONSTRAINTS: Record<string, Constraint> = {
  isUuid: (s, [version]) => {
    s.type ??= 'string';
    s.format = 'uuid';
    s.pattern ??= UUID_PATTERNS[String(version ?? 'all')] ?? UUID_PATTERN;
  },
  isJwt: (s) => {
    s.type ??= 'string';
    s.pattern ??= JWT_PATTERN;
  },
  isEmail: (s) => {
    s.type ??= 'string';
    s.format = 'email';
    s.pattern ??= EMAIL_PATTERN;
  },
  isUrl: (s) => {
    s.type ??= 'string';
    s.format = 'uri';
  },
  isDateString: (s) => {
    s.type ??= 'string';
    s.format ??= 'date-time';
  },
  isIso8601: (s) => {
    s.type ??= 'string';
    s.format ??= 'date-time';
  },
  isString: (s) => {
    // A `string | null` property reflects as Object: the validator, not the reflected type, is the truth.
    if (s.type === undefined || s.type === 'object') s.type = 'string';
  },
  isBoolean: (s) => {
    s.type = 'boolean';
  },
  isInt: (s) => {
    s.type = 'integer';
  },
  isNumber: (s) => {
    if (s.type !== 'integer') s.type = 'number';
  },
  isNotEmpty: (s) => {
    if (s.type === 'string' || s.type === undefined) s.minLength = Math.max(Number(s.minLength ?? 0), 1);
  },
  minLength: (s, [n]) => {
    s.minLength = n;
  },
  maxLength: (s, [n]) => {
    s.maxLength = n;
  },
  isLength: (s, [min, max]) => {
    if (typeof min === 'number') s.minLength = min;
    if (typeof max === 'number') s.maxLength = max;
  },
  matches: (s, [pattern]) => {
    const source = pattern instanceof RegExp ? pattern.source : typeof pattern === 'string' ? pattern : undefined;
    // JSON Schema patterns are ECMA 262, like JavaScript's; look-behinds and flags are left out.
    if (source && !/\(\?<[=!]/.test(source)) s.pattern = portablePattern(source);
  },
  min: (s, [n]) => {
    s.minimum = n;
  },
  max: (s, [n]) => {
    s.maximum = n;
  },
  isPositive: (s) => {
    s.exclusiveMinimum = 0;
  },
  arrayMinSize: (s, [n]) => {
    s.minItems = n;
  },
  arrayMaxSize: (s, [n]) => {
    s.maxItems = n;
  },
  arrayNotEmpty: (s) => {
    s.minItems = Math.max(Number(s.minItems ?? 0), 1);
  },
  arrayUnique: (s) => {
    s.uniqueItems = true;
  },
  isIn: (s, [values]) => {
    if (Array.isArray(values)) s.enum = values;
  },
  isEnum: (s, [entity]) => {
    if (entity && typeof entity === 'object') s.enum = [...new Set(Object.values(entity as object))];
  },
};

/** The component @nestjs/swagger refers to for a property reflected as Object. */
const OBJECT_REF = '#/components/schemas/Object';
/** Rules that only a string passes: a property carrying one is a string, whatever its reflected type. */
const STRING_RULES = new Set(['isUuid', 'isJwt', 'isEmail', 'isUrl', 'isDateString', 'isIso8601', 'isString', 'matches', 'isLength']);

/** Which properties of a class carry which rules (inherited ones included). */
function rulesOf(type: DtoClass): Map<string, ValidationMetadata[]> {
  const rules = new Map<string, ValidationMetadata[]>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(type, '', true, false))
    rules.set(meta.propertyName, [...(rules.get(meta.propertyName) ?? []), meta]);
  return rules;
}

const isOptional = (rules: ValidationMetadata[]) => rules.some((r) => r.type === 'conditionalValidation');
/**
 * Whether null gets past a property's rules: @IsOptional skips validation for null as for absence, while @IsOmittable
 * (or a ValidateIf testing `!== undefined`) validates null, and refuses it. Asked of the condition itself.
 */
const acceptsNull = (rules: ValidationMetadata[]) =>
  rules.some((r) => {
    if (r.type !== 'conditionalValidation') return false;
    const condition = r.constraints?.[0] as ((object: object, value: unknown) => boolean) | undefined;
    try {
      return typeof condition !== 'function' || !condition({ [r.propertyName]: null }, null);
    } catch {
      return true;
    }
  });

/**
 * Applies a property's validation rules to its schema: rules with `each` go to the items of an array; a property
 * without @IsOptional is required (returned true).
 */
export function constrainProperty(schema: SchemaObject, rules: ValidationMetadata[]): boolean {
  // A `string | null` (or otherwise unioned) property reflects as Object, which @nestjs/swagger documents as a
  // reference to an empty `Object` component (or as `type: object`): the rules, not the reflected type, say what it is.
  if (schema.$ref === OBJECT_REF || (schema.allOf?.length === 1 && schema.allOf[0].$ref === OBJECT_REF)) {
    delete schema.$ref;
    delete schema.allOf;
  }
  if (schema.type === 'object' && !schema.properties && rules.some((r) => STRING_RULES.has(r.name ?? '') && !r.each))
    schema.type = 'string';
  // A $ref cannot carry siblings in OpenAPI 3.0: nested objects and named enums are constrained in their own
  // component; an optional one is wrapped in allOf, which can say that null is accepted too.
  if (schema.$ref || schema.allOf) {
    if (!isOptional(rules)) return true;
    if (!acceptsNull(rules)) return false;
    if (schema.$ref) {
      const ref = schema.$ref;
      delete schema.$ref;
      schema.allOf = [{ $ref: ref }];
    }
    schema.nullable = true;
    return false;
  }
  // @IsOptional lets null through as well as absence.
  if (acceptsNull(rules)) schema.nullable = true;
  for (const rule of rules) {
    const apply = CONSTRAINTS[rule.name ?? ''];
    if (!apply) continue;
    const onItems = rule.each && (schema.type === 'array' || schema.items);
    const target = onItems ? (schema.items ??= {}) : schema;
    if (onItems && (target.$ref || target.allOf)) continue;
    apply(target, rule.constraints ?? []);
  }
  // OpenAPI 3.0: `nullable` does not extend an enum; null must be one of its values.
  if (schema.nullable && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...(schema.enum as unknown[]), null];
  return !isOptional(rules);
}

/** No string the API takes may hold a NUL character (the edge refuses it with a 400, see hostile-input). */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

/** The component every free-form value refers to: any JSON without a NUL in a string or field name, at any depth. */
export const NUL_FREE_VALUE_NAME = 'NulFreeValue';
const NUL_FREE_VALUE_REF = `#/components/schemas/${NUL_FREE_VALUE_NAME}`;
/**
 * Draft 4 keywords apply to their own type only: a string matches the pattern, an array's items and an object's fields
 * are this schema again (its field names NUL-free), numbers, booleans and null pass.
 */
export const NUL_FREE_VALUE: SchemaObject = {
  description: 'Any JSON value without a NUL character in its strings or field names.',
  pattern: NO_NUL_PATTERN,
  items: { $ref: NUL_FREE_VALUE_REF },
  patternProperties: { [NO_NUL_PATTERN]: { $ref: NUL_FREE_VALUE_REF } },
  additionalProperties: false,
};

/**
 * Says so in every free-text string schema of the document (those without an enum or format of their own),
 * so that clients and schema-driven tests know a NUL is refused; walks nested schemas.
 */
export function refuseNulInStrings(schema: unknown, seen = new Set<unknown>(), multipart = false): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as SchemaObject;
  // Hand-written patterns too (a query parameter's schema): read the same by every engine.
  if (typeof s.pattern === 'string') s.pattern = portablePattern(s.pattern);
  if (s.type === 'string' && s.enum === undefined && s.format === undefined) {
    if (s.pattern === undefined) s.pattern = NO_NUL_PATTERN;
    // A pattern of its own (a password rule's `.{8,128}`) may match a NUL: say it separately.
    else if (s.pattern !== NO_NUL_PATTERN && s.not === undefined) s.not = { pattern: '\\u0000' };
  }
  // Free-form objects (saved-search filters, a plan's limits): their field names are strings too. `propertyNames` says
  // so to JSON Schema 2019+ readers, but OpenAPI 3.0 schemas are read as draft 4, which has no propertyNames (nor do
  // schemathesis' validators for a 3.0 document): a field name is additional unless a pattern claims it, so the
  // draft 4 spelling is a pattern claiming every NUL-free name and no other additional property.
  if (s.type === 'object' && s.additionalProperties !== false) {
    s.propertyNames ??= { pattern: NO_NUL_PATTERN };
    const values = s.additionalProperties;
    const declared = Object.values(s.properties ?? {});
    // A declared property also matches the pattern, and must then satisfy its schema too: NUL-free values suit every
    // property (the edge refuses NUL anywhere in JSON) except a multipart form's file content, where only `{}` fits.
    const anyValue = multipart && declared.some((p) => p.format === 'binary') ? {} : { $ref: NUL_FREE_VALUE_REF };
    if (s.patternProperties === undefined && (!declared.length || typeof values !== 'object')) {
      s.patternProperties = { [NO_NUL_PATTERN]: typeof values === 'object' ? values : anyValue };
      s.additionalProperties = false;
    }
  }
  // A declared property of any type (`{}`: react-admin's id and code echoed back in a PUT) is any NUL-free value.
  for (const [name, property] of Object.entries(s.properties ?? {}))
    if (property && typeof property === 'object' && !Object.keys(property).some((k) => TYPED_BY.has(k)))
      s.properties![name] = { ...property, allOf: [{ $ref: NUL_FREE_VALUE_REF }] };
  for (const value of Object.values(s)) if (value && typeof value === 'object') refuseNulInStrings(value, seen, multipart);
}

/** Keywords that say what a schema holds; a schema with none of them takes any value. */
const TYPED_BY = new Set(['type', '$ref', 'allOf', 'anyOf', 'oneOf', 'not', 'enum', 'items', 'properties', 'format', 'pattern']);

/**
 * Characters JavaScript's String.prototype.trim removes, spelled out: `\\s` differs between JavaScript and the
 * Python (schemathesis) or Rust readers of a pattern.
 */
const TRIMMED = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
/** JavaScript's `.` outside a class: anything but its four line terminators. */
const ANY_BUT_LINE_BREAK = '[^\\n\\r\\u2028\\u2029]';
/** The shorthand classes whose meaning differs between engines, as the sets JavaScript gives them (inside a class). */
const CLASS_SETS: Record<string, string> = { d: '0-9', w: 'A-Za-z0-9_', s: TRIMMED };

/**
 * A server's regex written so that every reader of the API document means by it what JavaScript means: `\\d`, `\\w`
 * and `\\s` are ASCII digits, word characters and JavaScript's whitespace set (Python's `\\d` takes any Unicode
 * digit and its `\\s` another set of blanks) and `.` leaves out the line breaks JavaScript's leaves out (Python's takes
 * `\\r`, U+2028 and U+2029). schemathesis drew a value its engine accepts and ours refuses with each of these. The
 * negated forms (`\\D`, `\\W`, `\\S`) are written as negated classes outside a class; inside one they are kept.
 */
export function portablePattern(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      i++;
      const set = CLASS_SETS[next.toLowerCase()];
      if (set && next === next.toLowerCase()) out += inClass ? set : `[${set}]`;
      else if (set && !inClass) out += `[^${set}]`;
      else out += c + next;
    } else if (c === '[' && !inClass && /^\[(\\s\\S|\\S\\s|\\d\\D|\\D\\d|\\w\\W|\\W\\w)\]/.test(source.slice(i, i + 6))) {
      // `[\s\S]` and its kind: any character at all, in every engine.
      out += source.slice(i, i + 6);
      i += 5;
    } else if (c === '[' && !inClass) {
      inClass = true;
      out += c;
      // A `]` right after `[` or `[^` is a literal in Python and an empty class in JavaScript: kept as it is.
    } else if (c === ']' && inClass) {
      inClass = false;
      out += c;
    } else if (c === '.' && !inClass) {
      out += ANY_BUT_LINE_BREAK;
    } else {
      out += c;
    }
  }
  return out;
}

/** A string with something besides the blanks trim removes (a pattern is a search: one such character anywhere). */
export const NOT_BLANK_PATTERN = `[^${TRIMMED}]`;

/**
 * What a property's class-transformer transforms make of a blank value (`'\u00a0 '`, or a list of one): trimming
 * transforms answer '' (or ['']); run as validation would before it checks minLength.
 */
function blankAfterTransforms(type: DtoClass, property: string, list: boolean): unknown {
  let value: unknown = list ? ['\u00a0 '] : '\u00a0 ';
  for (const { transformFn } of transformStorage.findTransformMetadatas(type, property, TransformationType.PLAIN_TO_CLASS)) {
    try {
      value = transformFn({ value, key: property, obj: { [property]: value }, type: TransformationType.PLAIN_TO_CLASS, options: {} });
    } catch {
      return undefined;
    }
  }
  return list ? (Array.isArray(value) ? value[0] : undefined) : value;
}

/**
 * A trimmed string that must not be empty must hold more than blanks: said with a pattern (where the property has none
 * of its own), since minLength counts the blanks the server trims away.
 */
function refuseBlankWhereTrimmed(schema: SchemaObject, type: DtoClass, property: string): void {
  const list = schema.type === 'array';
  const target = list ? schema.items : schema;
  if (!target || target.type !== 'string' || Number(target.minLength ?? 0) < 1 || target.pattern !== undefined) return;
  if (blankAfterTransforms(type, property, list) === '') target.pattern = NOT_BLANK_PATTERN;
}

/**
 * A blank string that the property's transforms turn into null (an optional field cleared) is accepted, whatever the
 * string's own format or pattern: the schema says "this string, or a blank one" (or null).
 */
function allowBlankWhereCleared(schema: SchemaObject, type: DtoClass, property: string): void {
  if (schema.type !== 'string' || !schema.nullable || schema.anyOf !== undefined) return;
  const strict = schema.format !== undefined || schema.pattern !== undefined || Number(schema.minLength ?? 0) > 0;
  if (!strict || blankAfterTransforms(type, property, false) !== null) return;
  const own: SchemaObject = {};
  for (const key of ['format', 'pattern', 'minLength', 'maxLength'])
    if (schema[key] !== undefined) {
      own[key] = schema[key];
      delete schema[key];
    }
  schema.anyOf = [own, { pattern: `^[${TRIMMED}]*$` }];
}

/**
 * Makes a component schema as exact as the class's validation: each property's rules, its required list, and no
 * properties beyond the declared ones (the validation pipe refuses unknown fields).
 */
export function constrainComponent(schema: SchemaObject, type: DtoClass): void {
  const rules = rulesOf(type);
  if (!rules.size) return;
  const minProperties = minPropertiesOf(type);
  if (minProperties) schema.minProperties = minProperties;
  Object.assign(schema, structuredClone((Reflect.getMetadata(SCHEMA_RULES, type) as SchemaObject | undefined) ?? {}));
  schema.type ??= 'object';
  schema.properties ??= {};
  const required = new Set(schema.required ?? []);
  for (const [name, propertyRules] of rules) {
    const property = (schema.properties[name] ??= {});
    if (constrainProperty(property, propertyRules)) required.add(name);
    else required.delete(name);
    refuseBlankWhereTrimmed(property, type, name);
    allowBlankWhereCleared(property, type, name);
  }
  if (required.size) schema.required = [...required];
  else delete schema.required;
  schema.additionalProperties = false;
}

const MIN_PROPERTIES = 'jointly:api-min-properties';

/**
 * A request DTO whose handler refuses an empty change (`{}`: "send at least one of …"): the document says so with
 * `minProperties`, and the body becomes required (no body is read as `{}`).
 */
export const AtLeastOneField = (): ClassDecorator => (target) => Reflect.defineMetadata(MIN_PROPERTIES, 1, target);

const SCHEMA_RULES = 'jointly:api-schema-rules';

/**
 * Rules between a request DTO's fields that validation checks in code and field decorators cannot state (an event needs
 * a name, a page view has none): JSON Schema keywords (oneOf, …) added to the DTO's component as they are.
 */
export const ApiSchemaRules =
  (rules: SchemaObject): ClassDecorator =>
  (target) =>
    Reflect.defineMetadata(SCHEMA_RULES, rules, target);

/** The least number of fields a DTO's body must carry (0: no such rule), inherited rules included. */
export const minPropertiesOf = (type: DtoClass): number => Number(Reflect.getMetadata(MIN_PROPERTIES, type) ?? 0);

/** The rules of one property of a query or path DTO, for its parameter's schema. */
export function parameterRules(type: DtoClass): Map<string, ValidationMetadata[]> {
  return rulesOf(type);
}
