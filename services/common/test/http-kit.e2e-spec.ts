import { Body, Controller, Get, Module, OnModuleInit, Param, Post, Query } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IsEmail, IsInt, IsString, Max, Min, MinLength } from 'class-validator';
import {
  AccessTokenIssuer,
  AuthenticatedUser,
  CurrentUser,
  JWT_ALGORITHM,
  OptionalAuth,
  Public,
  Roles,
  SessionRevocations,
  SIGNING_KEYS,
  SigningKeys,
  assertOwnerOrAdmin,
} from '@jointly/common/auth';
import { ConflictError, NotFoundError } from '@jointly/common/errors';
import { call, createTestApp } from '@jointly/common/testing';

class CreateThingDto {
  @IsString() @MinLength(3) title!: string;
  @IsEmail() contact!: string;
  @IsInt() @Min(1) @Max(10) quantity!: number;
}

const revokedSessions = new Set<string>();

@Controller('kit')
class KitController {
  @Public()
  @Get('echo-query')
  echo(@Query() query: Record<string, unknown>) {
    return query;
  }

  @Public()
  @Post('things')
  create(@Body() dto: CreateThingDto) {
    return { created: dto.title, isDto: dto instanceof CreateThingDto };
  }

  @Public()
  @Get('things/:id')
  find(@Param('id') id: string) {
    if (id === 'taken') throw new ConflictError('That thing already exists.', 'THING.DUPLICATE');
    throw new NotFoundError(`No thing with id ${id}.`, 'THING.NOT_FOUND');
  }

  @Public()
  @Get('crash')
  crash() {
    throw new Error('database password is hunter2');
  }

  @Get('me')
  me(@CurrentUser() user: AuthenticatedUser) {
    return user;
  }

  @OptionalAuth()
  @Get('maybe-me')
  maybeMe(@CurrentUser() user?: AuthenticatedUser) {
    return { signedIn: Boolean(user) };
  }

  @Roles('admin')
  @Get('admin-only')
  adminOnly() {
    return { ok: true };
  }

  @Get('accounts/:id')
  account(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    assertOwnerOrAdmin(user, id, 'the settings');
    return { id };
  }
}

@Module({ controllers: [KitController] })
class KitModule implements OnModuleInit {
  constructor(private readonly sessions: SessionRevocations) {}
  onModuleInit() {
    this.sessions.use({ isRevoked: async (sid: string) => revokedSessions.has(sid) });
  }
}

describe('HTTP kit: parsing, validation, errors and auth', () => {
  let app: NestFastifyApplication;
  let issuer: AccessTokenIssuer;
  const token = (role: 'provider' | 'admin' = 'provider', sub = 'acc-1', sid = 'session-1') =>
    issuer.issue({ sub, role, email: `${sub}@example.test`, cid: 'company-1', sid });

  beforeAll(async () => {
    app = await createTestApp({ modules: [KitModule], mode: 'service' });
    issuer = app.get(AccessTokenIssuer);
  });
  afterAll(() => app.close());

  it('parses the spec query arrays key[0]=v as arrays', async () => {
    const res = await call(app, 'GET', '/api/kit/echo-query?id%5B0%5D=a&id%5B1%5D=b&consortium[0]=c&page=1&limit=300');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: ['a', 'b'], consortium: ['c'], page: '1', limit: '300' });
  });

  it('answers bad input with 400 and a message naming each field', async () => {
    const res = await call(app, 'POST', '/api/kit/things', { body: { title: 'ab', contact: 'nope', quantity: 11 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'REQUEST.VALIDATION_FAILED' });
    expect(res.body.message).toContain('title must be longer than or equal to 3 characters');
    expect(res.body.message).toContain('contact must be an email');
    expect(res.body.message).toContain('quantity must not be greater than 10');
    expect(res.body.requestId).toEqual(expect.any(String));
    expect(res.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['contact', 'quantity', 'title']);
  });

  it('rejects unknown fields (no mass assignment)', async () => {
    const res = await call(app, 'POST', '/api/kit/things', { body: { title: 'abc', contact: 'a@b.co', quantity: 1, role: 'admin' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('property role should not exist');
  });

  it('accepts valid input as a DTO instance', async () => {
    const res = await call(app, 'POST', '/api/kit/things', { body: { title: 'abc', contact: 'a@b.co', quantity: 2 } });
    expect(res).toMatchObject({ status: 201, body: { created: 'abc', isDto: true } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/kit/things',
      payload: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'The request body is not valid JSON.' });
  });

  it('maps domain errors to their status with a stable code', async () => {
    expect((await call(app, 'GET', '/api/kit/things/7')).body).toMatchObject({
      statusCode: 404,
      code: 'THING.NOT_FOUND',
      message: 'No thing with id 7.',
    });
    expect((await call(app, 'GET', '/api/kit/things/taken')).body).toMatchObject({ statusCode: 409, code: 'THING.DUPLICATE' });
  });

  it('hides unexpected failures behind a generic 500 without internals', async () => {
    const res = await call(app, 'GET', '/api/kit/crash', { headers: { 'x-request-id': 'req-crash-1' } });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      code: 'SERVER.ERROR',
      message: 'Something went wrong, try again!',
      requestId: 'req-crash-1',
    });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(res.headers['x-request-id']).toBe('req-crash-1');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await call(app, 'DELETE', '/api/kit/nothing');
    expect(res).toMatchObject({ status: 404, body: { code: 'ROUTE.NOT_FOUND' } });
  });

  it('401 without a token or with a bad one', async () => {
    expect((await call(app, 'GET', '/api/kit/me')).body).toMatchObject({ statusCode: 401, code: 'AUTH.UNAUTHENTICATED' });
    expect((await call(app, 'GET', '/api/kit/me', { token: 'not.a.jwt' })).body).toMatchObject({
      statusCode: 401,
      code: 'AUTH.INVALID_TOKEN',
    });
  });

  it('401 for a token signed with another key', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const { privateKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const forged = new JwtService().sign(
      { sub: 'acc-1', role: 'admin', sid: 's', typ: 'access' },
      { privateKey, algorithm: JWT_ALGORITHM, issuer: 'jointly' },
    );
    expect((await call(app, 'GET', '/api/kit/me', { token: forged })).status).toBe(401);
  });

  it('identifies the caller from a valid token', async () => {
    const res = await call(app, 'GET', '/api/kit/me', { token: token() });
    expect(res.body).toEqual({
      id: 'acc-1',
      role: 'provider',
      email: 'acc-1@example.test',
      companyId: 'company-1',
      sessionId: 'session-1',
      // When the token was issued: membership changes after it override its company claim (common/auth).
      issuedAtMs: expect.any(Number),
    });
  });

  it('451 for an expired access token, so the client refreshes', async () => {
    const keys = app.get<SigningKeys>(SIGNING_KEYS);
    const expired = new JwtService().sign(
      { sub: 'acc-1', role: 'provider', email: 'a@b.co', sid: 'session-1', typ: 'access', exp: Math.floor(Date.now() / 1000) - 5 },
      { privateKey: keys.privateKey, algorithm: JWT_ALGORITHM, issuer: 'jointly' },
    );
    expect((await call(app, 'GET', '/api/kit/me', { token: expired })).body).toMatchObject({ statusCode: 451, code: 'AUTH.TOKEN_EXPIRED' });
  });

  it('456 when the session behind the token was revoked', async () => {
    revokedSessions.add('session-dead');
    const res = await call(app, 'GET', '/api/kit/me', { token: token('provider', 'acc-1', 'session-dead') });
    expect(res.body).toMatchObject({ statusCode: 456, code: 'AUTH.SESSION_EXPIRED', message: 'Session has expired, please login again!' });
  });

  it('optional auth: guests pass, a sent token is still verified', async () => {
    expect((await call(app, 'GET', '/api/kit/maybe-me')).body).toEqual({ signedIn: false });
    expect((await call(app, 'GET', '/api/kit/maybe-me', { token: token() })).body).toEqual({ signedIn: true });
    expect((await call(app, 'GET', '/api/kit/maybe-me', { token: 'garbage' })).status).toBe(401);
  });

  it('403 for the wrong role, 200 for admins', async () => {
    expect((await call(app, 'GET', '/api/kit/admin-only', { token: token() })).body).toMatchObject({
      statusCode: 403,
      message: 'Only administrators can do this.',
    });
    expect((await call(app, 'GET', '/api/kit/admin-only', { token: token('admin', 'adm-1') })).status).toBe(200);
  });

  it('ownership: only the owner or an admin', async () => {
    expect((await call(app, 'GET', '/api/kit/accounts/acc-1', { token: token() })).status).toBe(200);
    expect((await call(app, 'GET', '/api/kit/accounts/acc-2', { token: token() })).status).toBe(403);
    expect((await call(app, 'GET', '/api/kit/accounts/acc-2', { token: token('admin', 'adm-1') })).status).toBe(200);
  });

  it('serves health at /health and /api/health and the OpenAPI document', async () => {
    for (const url of ['/health', '/api/health']) {
      const res = await call(app, 'GET', url);
      expect(res).toMatchObject({ status: 200, body: { status: 'up', mode: 'service' } });
    }
    const docs = await call(app, 'GET', '/api/docs-json');
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/kit/things', '/api/health']));
  });
});
