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
};

/** A DTO class. */
export type DtoClass = abstract new (...args: any[]) => unknown;

type Constraint = (schema: SchemaObject, args: unknown[]) => void;

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** class-validator rules → JSON Schema keywords, so the document states what validation enforces. */
const CONSTRAINTS: Record<string, Constraint> = {
  isUuid: (s) => {
    s.type ??= 'string';
    s.format = 'uuid';
    s.pattern ??= UUID_PATTERN;
  },
  isEmail: (s) => {
    s.type ??= 'string';
    s.format = 'email';
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
    if (source && !/\(\?<[=!]/.test(source)) s.pattern = source;
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

/** Which properties of a class carry which rules (inherited ones included). */
function rulesOf(type: DtoClass): Map<string, ValidationMetadata[]> {
  const rules = new Map<string, ValidationMetadata[]>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(type, '', true, false))
    rules.set(meta.propertyName, [...(rules.get(meta.propertyName) ?? []), meta]);
  return rules;
}

const isOptional = (rules: ValidationMetadata[]) => rules.some((r) => r.type === 'conditionalValidation');

/**
 * Applies a property's validation rules to its schema: rules with `each` go to the items of an array; a property
 * without @IsOptional is required (returned true).
 */
export function constrainProperty(schema: SchemaObject, rules: ValidationMetadata[]): boolean {
  // A $ref cannot carry siblings in OpenAPI 3.0: nested objects are constrained in their own component.
  if (schema.$ref || schema.allOf) return !isOptional(rules);
  // @IsOptional lets null through as well as absence.
  if (isOptional(rules)) schema.nullable = true;
  for (const rule of rules) {
    const apply = CONSTRAINTS[rule.name ?? ''];
    if (!apply) continue;
    const onItems = rule.each && (schema.type === 'array' || schema.items);
    const target = onItems ? (schema.items ??= {}) : schema;
    if (onItems && (target.$ref || target.allOf)) continue;
    apply(target, rule.constraints ?? []);
  }
  return !isOptional(rules);
}

/**
 * Makes a component schema as exact as the class's validation: each property's rules, its required list, and no
 * properties beyond the declared ones (the validation pipe refuses unknown fields).
 */
export function constrainComponent(schema: SchemaObject, type: DtoClass): void {
  const rules = rulesOf(type);
  if (!rules.size) return;
  schema.type ??= 'object';
  schema.properties ??= {};
  const required = new Set(schema.required ?? []);
  for (const [name, propertyRules] of rules) {
    const property = (schema.properties[name] ??= {});
    if (constrainProperty(property, propertyRules)) required.add(name);
    else required.delete(name);
  }
  if (required.size) schema.required = [...required];
  else delete schema.required;
  schema.additionalProperties = false;
}

/** The rules of one property of a query or path DTO, for its parameter's schema. */
export function parameterRules(type: DtoClass): Map<string, ValidationMetadata[]> {
  return rulesOf(type);
}
