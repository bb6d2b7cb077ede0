import { Body, Controller, Get, Headers, Module, Param, Patch, Post, Query } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsJWT, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { Public } from '@jointly/common/auth';
import { IsOmittable, asList } from '@jointly/common/http';
import { call, createTestApp } from '@jointly/common/testing';

/**
 * Issue 11 item 10: the API document tells the truth, and the edge answers what the document says. Each test is a
 * class of defect schemathesis found: schema-valid requests refused (or answered 414/431 before any route ran), schema-
 * invalid ones accepted, Allow headers naming another resource's methods.
 */
class ProfileDto {
  @ApiPropertyOptional() @IsOmittable() @IsString() @MaxLength(50) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsIn(['micro', 'small']) size?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('4') inviteId?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all') otherId?: string;
  @ApiPropertyOptional() @IsOptional() @IsJWT() token?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(/^.{8,128}$/) password?: string;
}

class SearchDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40_000) q?: string;
  @ApiPropertyOptional({ type: [String], name: 'id[0]', description: 'The spec form id[0]=…&id[1]=…' })
  @IsOptional()
  @Transform(asList)
  @IsUUID('all', { each: true })
  id?: string[];
}

/** No @ApiProperty: the path parameter is documented from the route pattern, then constrained by these rules. */
class EmailParam {
  @IsEmail() email!: string;
}

@Controller('truth')
class TruthController {
  @Public()
  @Patch('profile')
  update(@Body() dto: ProfileDto) {
    return { received: { ...dto } };
  }

  @Public()
  @Get('search')
  search(@Query() query: SearchDto) {
    return { received: { ...query } };
  }

  @Public()
  @Get('items/:id')
  item(@Param('id') id: string) {
    return { id };
  }

  @Public()
  @Post('items/new')
  create() {
    return { created: true };
  }

  @Public()
  @Post('send/:email')
  send(@Param() params: EmailParam, @Headers('user-agent') userAgent?: string) {
    return { email: params.email, userAgent: userAgent ?? null };
  }
}

@Module({ controllers: [TruthController] })
class TruthModule {}

describe('the API document and the edge agree', () => {
  let app: NestFastifyApplication;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp({ modules: [TruthModule], mode: 'service' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.getHttpAdapter().getInstance().server.address() as { port: number }).port}`;
  });
  afterAll(() => app?.close());

  it('a DTO body must be a JSON object: null, an array or a bare value is a 400, not an empty update', async () => {
    for (const payload of ['null', '[]', '"x"', '3']) {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/truth/profile',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({
        payload,
        status: 400,
        message: 'The request body must be a JSON object.',
      });
    }
    expect((await call(app, 'PATCH', '/api/truth/profile', { body: { size: 'micro' } })).body).toEqual({ received: { size: 'micro' } });
  });

  it('null is refused where the document says the field is not nullable, accepted where it says it is', async () => {
    expect((await call(app, 'PATCH', '/api/truth/profile', { body: { name: null } })).status).toBe(400);
    expect((await call(app, 'PATCH', '/api/truth/profile', { body: { size: null } })).status).toBe(200);
    const schema = (await call(app, 'GET', '/api/docs-json')).body.components.schemas.ProfileDto;
    expect(schema.properties.name.nullable).toBeUndefined();
    expect(schema.properties.size).toMatchObject({ nullable: true, enum: ['micro', 'small', null] });
  });

  it('ids and tokens are documented as exactly as they are validated', async () => {
    const doc = (await call(app, 'GET', '/api/docs-json')).body;
    const { inviteId, otherId, token, password } = doc.components.schemas.ProfileDto.properties;
    const matches = (pattern: string, value: string) => new RegExp(pattern).test(value);
    // A version-1 UUID is a UUID, but not the version 4 that @IsUUID('4') takes.
    const v1 = 'e3e70682-c209-1cac-a29f-6fbed82c07cd';
    expect(matches(inviteId.pattern, v1)).toBe(false);
    expect((await call(app, 'PATCH', '/api/truth/profile', { body: { inviteId: v1 } })).status).toBe(400);
    expect(matches(otherId.pattern, v1)).toBe(true);
    expect((await call(app, 'PATCH', '/api/truth/profile', { body: { otherId: v1 } })).status).toBe(200);
    expect(matches(token.pattern, 'a.b.c')).toBe(true);
    expect(matches(token.pattern, 'not a token')).toBe(false);
    expect((await call(app, 'PATCH', '/api/truth/profile', { body: { token: 'not a token' } })).status).toBe(400);
    // A NUL is refused at the edge: every string says so (with its own pattern or beside it).
    expect(
      matches(doc.paths['/api/truth/search'].get.parameters.find((p: { name: string }) => p.name === 'q').schema.pattern, 'a\u0000b'),
    ).toBe(false);
    // The server's `.` written as the characters JavaScript's `.` takes, so Python's reader (which also takes \r, U+2028
    // and U+2029) means the same by it.
    expect(password).toMatchObject({ pattern: '^[^\\n\\r\\u2028\\u2029]{8,128}$', not: { pattern: '\\u0000' } });
    expect((await call(app, 'PATCH', '/api/truth/profile', { body: { password: 'abcdefgh\u0000' } })).status).toBe(400);
    // A list declared as `id[0]` carries the rules of the DTO's `id`, documented as the parameter `id` repeated.
    const ids = doc.paths['/api/truth/search'].get.parameters.find((p: { name: string }) => p.name === 'id');
    expect(ids.schema.type).toBe('array');
    expect(matches(ids.schema.items.pattern, v1)).toBe(true);
    expect(matches(ids.schema.items.pattern, 'nope')).toBe(false);
    // The path DTO's rules reach its parameter; headers a handler reads are not required of clients.
    const send = doc.paths['/api/truth/send/{email}'].post.parameters;
    expect(send.find((p: { in: string }) => p.in === 'path').schema).toMatchObject({ format: 'email' });
    expect(send.filter((p: { in: string }) => p.in === 'header').every((p: { required: boolean }) => !p.required)).toBe(true);
  });

  it('a long path parameter is routed (auth and validation answer), not refused with 414 by the router', async () => {
    const id = 'x'.repeat(300);
    const res = await fetch(`${base}/api/truth/items/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id });
  });

  it('a query as long as the document allows reaches validation: 400 naming it past the limit, not 431', async () => {
    expect((await fetch(`${base}/api/truth/search?q=${'a'.repeat(30_000)}`)).status).toBe(200);
    const tooLong = await fetch(`${base}/api/truth/search?q=${'a'.repeat(40_001)}`);
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toMatch(/q must be shorter than or equal to 40000 characters/);
  });

  it('a method the static resource lacks is a 405 with its Allow, not the parametric sibling route', async () => {
    // GET /items/new would otherwise be GET /items/:id with id "new".
    const get = await call(app, 'GET', '/api/truth/items/new');
    expect(get).toMatchObject({ status: 405, headers: { allow: 'POST' } });
    const options = await fetch(`${base}/api/truth/items/new`, { method: 'OPTIONS' });
    expect([options.status, options.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await call(app, 'POST', '/api/truth/items/new')).body).toEqual({ created: true });
    expect((await call(app, 'GET', '/api/truth/items/42')).body).toEqual({ id: '42' });
  });
});
