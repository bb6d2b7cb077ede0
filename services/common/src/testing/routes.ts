import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { IS_PUBLIC } from '../auth';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** `METHOD /api/path/:param`, as the router has it. */
export type RouteKey = `${HttpMethod} /${string}`;

/** One route Nest registered, with the query keys its handler reads (from its @Query DTO or @Query('key')). */
export interface DiscoveredRoute {
  key: RouteKey;
  method: HttpMethod;
  /** Full path with the /api prefix, `:name` for path parameters. */
  path: string;
  isPublic: boolean;
  queryKeys: string[];
  /** The Nest module and controller that declare it. */
  module: string;
  controller: string;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).map(String);
const join = (...parts: string[]) =>
  `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** Properties class-validator checks on a DTO class (its own and inherited). */
function dtoProperties(type: unknown): string[] {
  if (typeof type !== 'function' || [String, Number, Boolean, Object, Array].includes(type as never)) return [];
  const metadata = getMetadataStorage().getTargetValidationMetadatas(type as new () => unknown, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName))];
}

/** The query keys a handler reads: every property of a @Query() DTO, the key of @Query('key'), or its @ApiQuery keys. */
function queryKeys(controller: object, handlerName: string): string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller.constructor, handlerName) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller, handlerName) ?? []) as unknown[];
  const keys = new Set<string>();
  for (const [key, arg] of Object.entries(args)) {
    if (Number(key.split(':')[0]) !== RouteParamtypes.QUERY) continue;
    if (typeof arg.data === 'string') keys.add(arg.data);
    else for (const property of dtoProperties(types[arg.index])) keys.add(property);
  }
  // Handlers that parse a raw @Query() object document their keys with @ApiQuery.
  const documented = (Reflect.getMetadata('swagger/apiParameters', (controller as Record<string, object>)[handlerName]) ?? []) as Array<{
    in?: string;
    name?: string;
  }>;
  for (const parameter of documented) if (parameter.in === 'query' && parameter.name) keys.add(parameter.name);
  return [...keys];
}

/** Every route of the app's controllers, read from Nest's metadata (not a hand-written list), sorted by path. */
export function discoverRoutes(app: INestApplication, prefix = 'api'): DiscoveredRoute[] {
  const routes = new Map<string, DiscoveredRoute>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const controller of module.controllers.values()) {
      const type = controller.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!type) continue;
      const prefixes = asList(Reflect.getMetadata(PATH_METADATA, type) ?? '');
      for (const key of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[key];
        if (key === 'constructor' || typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number] as HttpMethod;
        const isPublic = Boolean(Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, type));
        const keys = queryKeys(type.prototype as object, key);
        for (const routePrefix of prefixes)
          for (const path of asList(paths)) {
            const full = join(prefix, routePrefix, path);
            const routeKey = `${method} ${full}` as RouteKey;
            routes.set(routeKey, {
              key: routeKey,
              method,
              path: full,
              isPublic,
              queryKeys: keys,
              module: module.metatype?.name ?? '?',
              controller: type.name,
            });
          }
      }
    }
  }
  return [...routes.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
