import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call, createTestApp, testConfig } from '@jointly/common/testing';
import { allInOneModules } from '../src/all-service-modules';

type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
  security?: unknown[];
};

/** The OpenAPI document of the all-in-one app says what the API really does (issue 11, item 10). */
describe('the API document', () => {
  let app: NestFastifyApplication;
  let operations: Array<{ name: string; path: string; op: Operation }>;
  let schemas: Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[]; additionalProperties?: boolean }>;

  beforeAll(async () => {
    app = await createTestApp({ modules: allInOneModules(), config: testConfig() });
    const doc = await call(app, 'GET', '/api/docs-json');
    expect(doc.status).toBe(200);
    schemas = doc.body.components.schemas;
    operations = Object.entries(doc.body.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, op })),
    );
  });
  afterAll(() => app?.close());

  it('names every request class once: two classes never share a schema name', () => {
    const byName = new Map<string, Set<unknown>>();
    for (const module of app.get(ModulesContainer).values())
      for (const controller of module.controllers.values()) {
        const proto = (controller.metatype as { prototype: object } | null)?.prototype;
        if (!proto) continue;
        for (const key of Object.getOwnPropertyNames(proto)) {
          const types = (Reflect.getMetadata('design:paramtypes', proto, key) ?? []) as Array<{ name?: string }>;
          for (const type of types)
            if (typeof type === 'function' && /Dto$/.test(type.name ?? ''))
              byName.set(type.name!, (byName.get(type.name!) ?? new Set()).add(type));
        }
      }
    expect([...byName].filter(([, classes]) => classes.size > 1).map(([name]) => name)).toEqual([]);
    const body = (name: string) => operations.find((o) => o.name === name)?.op.requestBody?.content['application/json'].schema.$ref;
    expect(body('POST /api/consortium-bid/create')).toBe('#/components/schemas/CreateConsortiumBidRequestDto');
    expect(body('POST /api/bids/create')).toBe('#/components/schemas/InviteExpertRequestDto');
  });

  it('declares every path parameter, and the standard answers of every operation with the one error schema', () => {
    const offences: string[] = [];
    const publicOnes = new Set(['GET /api/health', 'POST /api/account/login', 'GET /api/tender/calendar/{file}']);
    for (const { name, path, op } of operations) {
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const param of params)
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === param)) offences.push(`${name}: path parameter ${param} undeclared`);
      const expected = [
        ...(params.length ? ['404'] : []),
        ...(op.requestBody || op.parameters?.length ? ['400'] : []),
        ...(op.requestBody ? ['413', '415'] : []),
        ...(op.security ? ['401', '403', '451', '456'] : []),
      ];
      for (const status of expected) if (!op.responses[status]) offences.push(`${name}: ${status} undocumented`);
      for (const [status, response] of Object.entries(op.responses))
        if (
          Number(status) >= 400 &&
          ![414, 431].includes(Number(status)) &&
          response.content?.['application/json']?.schema.$ref !== '#/components/schemas/ApiError'
        )
          offences.push(`${name}: ${status} without the error schema`);
      if (publicOnes.has(name) && op.security) offences.push(`${name}: public, yet documented as needing a token`);
    }
    expect(offences).toEqual([]);
    expect(operations.find((o) => o.name === 'GET /api/account/me')?.op.security).toEqual([{ bearer: [] }]);
  });

  it('states what validation enforces: formats, lengths, required fields, nullability, no unknown fields', () => {
    const bid = schemas.InviteExpertRequestDto;
    expect(bid.properties.tender).toMatchObject({ type: 'string', format: 'uuid' });
    expect(bid.properties.message).toMatchObject({ maxLength: 2000, nullable: true });
    expect(bid.required).toEqual(expect.arrayContaining(['tender', 'expert']));
    expect(bid.additionalProperties).toBe(false);
    const teamMember = operations.find((o) => o.name === 'DELETE /api/team/members/{accountId}')!.op;
    expect(teamMember.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'accountId', schema: expect.objectContaining({ format: 'uuid' }) }),
    );
    const profile = operations.find((o) => o.name === 'PATCH /api/account/update-profile')!.op as Operation & {
      requestBody: { required?: boolean };
    };
    expect(profile.requestBody.required).toBe(false);
  });

  it('answers 405 with Allow for a known path with a method it does not take, 404 for an unknown path', async () => {
    const wrongMethod = await call(app, 'PUT', '/api/tender/search');
    expect(wrongMethod).toMatchObject({ status: 405, body: { code: 'ROUTE.METHOD_NOT_ALLOWED' }, headers: { allow: 'GET' } });
    const trace = await app.inject({ method: 'TRACE' as 'GET', url: '/api/account/me' });
    expect(trace.statusCode).toBe(405);
    const query = await app.inject({ method: 'QUERY' as 'GET', url: '/api/tender/search' });
    expect({ status: query.statusCode, allow: query.headers.allow }).toEqual({ status: 405, allow: 'GET' });
    expect((await call(app, 'PUT', '/api/no/such/thing')).status).toBe(404);
    const unknown = await call(app, 'GET', '/api/no/such/thing');
    expect(unknown).toMatchObject({ status: 404, body: { code: 'ROUTE.NOT_FOUND' } });
  });
});
