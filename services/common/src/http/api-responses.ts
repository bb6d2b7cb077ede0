import { ParseUUIDPipe, RequestMethod, SetMetadata, applyDecorators } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: { findTypeMetadata(target: DtoClass, property: string): { typeFunction(): unknown } | undefined };
};
import {
  type DtoClass,
  type SchemaObject,
  UUID_PATTERNS,
  NUL_FREE_VALUE,
  NUL_FREE_VALUE_NAME,
  constrainComponent,
  constrainProperty,
  parameterRules,
  refuseNulInStrings,
} from './api-schema-constraints';
import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { IS_PUBLIC, OPTIONAL_AUTH } from '../auth/decorators';

/** The one error body every failure answers (HttpExceptionFilter). */
export const ERROR_SCHEMA_NAME = 'ApiError';
const ERROR_SCHEMA = {
  type: 'object',
  required: ['statusCode', 'code', 'message', 'requestId'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    code: { type: 'string', example: 'REQUEST.VALIDATION_FAILED' },
    message: { type: 'string' },
    requestId: { type: 'string' },
    details: { type: 'object', additionalProperties: true },
  },
};

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (the message says what is wrong).',
  401: 'Not signed in, or the token is not valid.',
  403: 'Signed in, but not allowed to do this.',
  404: 'Not found (or not visible to the caller).',
  405: 'This resource does not support the operation.',
  409: 'Conflicts with the current state.',
  413: 'The body or file is too large.',
  415: 'The body is not in a supported content type.',
  429: 'Too many attempts; Retry-After says when to try again.',
  414: 'A path parameter is too long.',
  431: 'The URL or headers are too large.',
  451: 'The access token expired: refresh it.',
  456: 'The session ended: sign in again.',
};

const EXTRA_STATUSES = 'jointly:api-extra-statuses';

/**
 * Documents statuses a route answers beyond the standard set (which every route gets from the document itself,
 * see documentStandardResponses): e.g. `@ApiErrors(409)`, `@ApiErrors(429)` on a rate-limited call.
 */
export const ApiErrors = (...statuses: number[]) => applyDecorators(SetMetadata(EXTRA_STATUSES, statuses));

interface RouteFacts {
  isPublic: boolean;
  optionalAuth: boolean;
  extra: number[];
  /** The DTO classes of the whole body, query and path (`@Body() dto: X`). */
  dto: Partial<Record<'body' | 'query' | 'path', DtoClass>> & { uuidParams?: string[] };
}

/** The classes a handler validates its body, query and path parameters into. */
function dtoClasses(type: DtoClass, name: string): RouteFacts['dto'] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<
    string,
    { index: number; data?: unknown; pipes?: unknown[] }
  >;
  const paramTypes = (Reflect.getMetadata('design:paramtypes', type.prototype, name) ?? []) as DtoClass[];
  const dto: RouteFacts['dto'] = {};
  const where: Partial<Record<number, 'body' | 'query' | 'path'>> = {
    [RouteParamtypes.BODY]: 'body',
    [RouteParamtypes.QUERY]: 'query',
    [RouteParamtypes.PARAM]: 'path',
  };
  for (const [key, arg] of Object.entries(args)) {
    const kind = where[Number(key.split(':')[0])];
    // `@Param('id', new ParseUUIDPipe(…))`: a single parameter checked as a UUID.
    if (
      typeof arg.data === 'string' &&
      arg.pipes?.some((p) => p instanceof ParseUUIDPipe || p === ParseUUIDPipe || (p as object)?.constructor?.name === 'ParseUUIDPipe')
    )
      (dto.uuidParams ??= []).push(arg.data);
    const cls = paramTypes[arg.index];
    if (kind && arg.data === undefined && typeof cls === 'function' && ![Object, String, Number, Boolean, Array].includes(cls as never))
      dto[kind] = cls;
  }
  return dto;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).map(String);
const joinPath = (...parts: string[]) =>
  `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** What Nest knows of each route, keyed like the OpenAPI document (`get /api/x/{id}`). */
function routeFacts(app: INestApplication, prefix: string): Map<string, RouteFacts> {
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const controller of module.controllers.values()) {
      const type = controller.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!type) continue;
      const bases = asList(Reflect.getMetadata(PATH_METADATA, type) ?? '');
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number].toLowerCase();
        const flag = (key: string) => Boolean(Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, type));
        const extra = [
          ...((Reflect.getMetadata(EXTRA_STATUSES, type) as number[] | undefined) ?? []),
          ...((Reflect.getMetadata(EXTRA_STATUSES, handler) as number[] | undefined) ?? []),
        ];
        for (const base of bases)
          for (const path of asList(paths)) {
            const route = { isPublic: flag(IS_PUBLIC), optionalAuth: flag(OPTIONAL_AUTH), extra, dto: dtoClasses(type, name) };
            // Under the global prefix, and without it for the routes excluded from it (health).
            for (const full of [joinPath(prefix, base, path), joinPath(base, path)])
              if (!facts.has(`${method} ${full.replace(/:(\w+)/g, '{$1}')}`) || full.startsWith(`/${prefix}/`))
                facts.set(`${method} ${full.replace(/:(\w+)/g, '{$1}')}`, route);
          }
      }
    }
  }
  return facts;
}

/**
 * Makes the document declare every status each operation can answer, once for all services: 400 where there is
 * input to validate (parameters or a body), 413 and 415 where there is a body, 401/451/456 where a token is read,
 * 403 where one is required, 404 where the path names something, plus the statuses a route adds with @ApiErrors.
 * Every error answer carries the one error schema, and operations that need a token say so (bearer security).
 */
export function documentStandardResponses(document: OpenAPIObject, app: INestApplication, prefix = 'api'): OpenAPIObject {
  const facts = routeFacts(app, prefix);
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas[ERROR_SCHEMA_NAME] = ERROR_SCHEMA as never;
  document.components.schemas[NUL_FREE_VALUE_NAME] = NUL_FREE_VALUE as never;
  const errorResponse = (status: number) => ({
    description: DESCRIPTIONS[status] ?? 'Error.',
    content: {
      'application/json': {
        // 414 and 431 are answered by Fastify and Node before the app's error filter, in their own shape.
        schema: [414, 431].includes(status)
          ? { type: 'object', properties: { statusCode: { type: 'integer' }, message: { type: 'string' } } }
          : { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` },
      },
    },
  });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const route = facts.get(`${method} ${path}`);
      // Every path parameter is declared (a handler that never reads its :id still answers under the pattern), before
      // the path DTO's rules are applied to them (a `@Param() params: EmailParam` without @ApiProperty kept no rules).
      for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))
        if (!operation.parameters?.some((p) => 'in' in p && p.in === 'path' && p.name === name))
          (operation.parameters ??= []).push({ name, in: 'path', required: true, schema: { type: 'string' } });
      constrainOperation(document, operation, route?.dto ?? {});
      const isPublic = route?.isPublic ?? false;
      const readsToken = !isPublic || route?.optionalAuth;
      // Headers a handler reads with @Headers (user-agent for the session record) are never required by the API.
      for (const parameter of (operation.parameters ?? []) as Parameter[]) if (parameter.in === 'header') parameter.required = false;
      // A body whose every field is optional may be left out altogether (the server treats it as {}).
      const body = operation.requestBody as { required?: boolean; content?: Record<string, { schema?: { $ref?: string } }> } | undefined;
      const bodyRef = body?.content?.['application/json']?.schema?.$ref?.split('/').pop();
      const bodySchema = bodyRef
        ? (document.components.schemas[bodyRef] as { required?: string[]; minProperties?: number } | undefined)
        : undefined;
      if (body && bodySchema) body.required = Boolean(bodySchema.required?.length || bodySchema.minProperties);
      const hasInput = Boolean(operation.requestBody) || (operation.parameters?.length ?? 0) > 0;
      const statuses = new Set<number>(route?.extra ?? []);
      if (hasInput) statuses.add(400);
      if (operation.requestBody) [413, 415].forEach((s) => statuses.add(s));
      if (readsToken) [401, 451, 456].forEach((s) => statuses.add(s));
      if (!isPublic && !route?.optionalAuth) statuses.add(403);
      if (/\{\w+\}/.test(path)) [404, 414].forEach((s) => statuses.add(s));
      // A body naming other records by id may name one that does not exist (or that the caller may not see).
      if (bodySchema && JSON.stringify(bodySchema).includes('"format":"uuid"')) statuses.add(404);
      // Node's HTTP parser refuses an over-long URL or header block before any route runs.
      statuses.add(431);
      operation.responses ??= {};
      for (const status of [...statuses].sort()) operation.responses[String(status)] ??= errorResponse(status);
      for (const [status, response] of Object.entries(operation.responses))
        if (Number(status) >= 400 && response && 'description' in response && !response.content)
          operation.responses[status] = { ...errorResponse(Number(status)), description: response.description };
      if (!isPublic && !route?.optionalAuth) operation.security ??= [{ bearer: [] }];
      for (const parameter of (operation.parameters ?? []) as Parameter[]) refuseNulInStrings(parameter.schema);
      // Each content type on its own: a multipart form's file fields carry bytes, NUL included; JSON never does.
      const contents = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content ?? {};
      const walked = new Set<unknown>();
      for (const [type, media] of Object.entries(contents)) {
        if (walked.has(media.schema)) media.schema = structuredClone(media.schema);
        walked.add(media.schema);
        refuseNulInStrings(media.schema, new Set(), type.startsWith('multipart/'));
      }
    }
  }
  for (const [name, schema] of Object.entries(document.components.schemas))
    if (name !== ERROR_SCHEMA_NAME && name !== NUL_FREE_VALUE_NAME) refuseNulInStrings(schema);
  return document;
}

type Parameter = { in: string; name: string; required?: boolean; schema?: SchemaObject };

/** The body component (and the components nested in it) and the query/path parameters, as exact as validation. */
function constrainOperation(
  document: OpenAPIObject,
  operation: { parameters?: unknown[]; requestBody?: unknown },
  dto: RouteFacts['dto'],
): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, SchemaObject>;
  const done = new Set<DtoClass>();
  const constrainClass = (cls: DtoClass, schema: SchemaObject | undefined) => {
    if (!schema || done.has(cls)) return;
    done.add(cls);
    constrainComponent(schema, cls);
    for (const [property, child] of Object.entries(schema.properties ?? {})) {
      // An optional nested object is wrapped (`allOf: [{ $ref }]`, nullable) by constrainComponent just before.
      const ref = child.$ref ?? child.allOf?.[0]?.$ref ?? child.items?.$ref ?? child.items?.allOf?.[0]?.$ref;
      const nested = ref ? defaultMetadataStorage.findTypeMetadata(cls, property)?.typeFunction() : undefined;
      if (ref && typeof nested === 'function') constrainClass(nested as DtoClass, schemas[ref.split('/').pop()!]);
    }
  };
  const body = operation.requestBody as { content?: Record<string, { schema?: SchemaObject }> } | undefined;
  const bodyRef = body?.content?.['application/json']?.schema?.$ref;
  if (dto.body && bodyRef) constrainClass(dto.body, schemas[bodyRef.split('/').pop()!]);
  for (const parameter of (operation.parameters ?? []) as Parameter[])
    if (parameter.in !== 'body' && dto.uuidParams?.includes(parameter.name))
      parameter.schema = { ...parameter.schema, type: 'string', format: 'uuid', pattern: UUID_PATTERNS.all };
  for (const [kind, cls] of [
    ['query', dto.query],
    ['path', dto.path],
  ] as const) {
    if (!cls) continue;
    const rules = parameterRules(cls);
    for (const parameter of (operation.parameters ?? []) as Parameter[]) {
      // A list declared in the spec's form `id[0]` is the DTO's `id`, and is documented as the parameter `id` repeated
      // (`id=a&id=b`, OpenAPI's query array): a client sending the parameter named `id[0]` repeats `id[0]=…`.
      const name = parameter.name.replace(/\[0\]$/, '');
      const propertyRules = parameter.in === kind ? rules.get(name) : undefined;
      if (!propertyRules) continue;
      parameter.name = name;
      parameter.schema ??= {};
      const required = constrainProperty(parameter.schema, propertyRules);
      // Query values arrive as strings: null is not a thing there.
      delete parameter.schema.nullable;
      if (Array.isArray(parameter.schema.enum)) parameter.schema.enum = parameter.schema.enum.filter((v) => v !== null);
      // A query list (`each` rules, or an array rule) is sent as the parameter repeated (`tender=a&tender=b`, the OpenAPI
      // default for a query array); the spec's `tender[0]=a&tender[1]=b` is the same list to the server.

      if (kind === 'query') parameter.required = required;
    }
  }
}
