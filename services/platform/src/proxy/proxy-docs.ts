import { SERVICE_NAMES, ServiceName } from '@jointly/common/config';

type OpenApiDocument = {
  openapi: string;
  info: object;
  paths: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  tags?: Array<{ name: string }>;
};

/** Proxy mode's OpenAPI: the documents of every service merged into one (paths and schemas). */
export async function mergedOpenApi(serviceUrls: Partial<Record<ServiceName, string>>, version: string): Promise<OpenApiDocument> {
  const merged: OpenApiDocument = {
    openapi: '3.0.0',
    info: { title: 'Jointly API', version, description: 'Merged from every service by the edge.' },
    paths: {},
    components: { schemas: {}, securitySchemes: {} },
    tags: [],
  };
  const unavailable: string[] = [];
  await Promise.all(
    SERVICE_NAMES.map(async (service) => {
      try {
        const response = await fetch(`${serviceUrls[service]}/api/docs-json`, { signal: AbortSignal.timeout(3000) });
        const doc = (await response.json()) as OpenApiDocument;
        Object.assign(merged.paths, doc.paths);
        Object.assign(merged.components!.schemas!, doc.components?.schemas);
        Object.assign(merged.components!.securitySchemes!, doc.components?.securitySchemes);
        for (const tag of doc.tags ?? []) if (!merged.tags!.some((t) => t.name === tag.name)) merged.tags!.push(tag);
      } catch {
        unavailable.push(service);
      }
    }),
  );
  if (unavailable.length) (merged.info as { description: string }).description += ` Not reachable when merged: ${unavailable.join(', ')}.`;
  return merged;
}
