import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, type Type } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { OutboxService } from '@jointly/common/events';
import { contentRange, type RaListParams } from '@jointly/common/http';
import { ContentAdminResource, type ContentResourceSpec, type ContentView } from './content-admin-resource';

/** The console controller of one content resource (`/admin/<resource>`, admins only). */
export function contentAdminController(spec: ContentResourceSpec): Type {
  const filters = ['q (title words)', 'from', 'to', ...Object.keys(spec.filters ?? {}), 'id'].join(', ');

  @ApiTags('admin')
  @ApiBearerAuth()
  @Controller(`admin/${spec.resource}`)
  @Roles('admin')
  class ContentAdminController {
    private readonly content: ContentAdminResource;

    constructor(@InjectDataSource('tenders') dataSource: DataSource, outbox: OutboxService) {
      this.content = new ContentAdminResource(spec, dataSource, outbox);
    }

    @Get()
    @ApiOperation({
      summary: `${spec.resource} for the console (Content-Range); filter ${filters}; sort ${Object.keys(spec.sort).join(', ')}`,
    })
    async list(@Query() params: RaListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<ContentView[]> {
      const { items, total, offset } = await this.content.list(params);
      reply.header('Content-Range', contentRange(spec.resource, offset, items.length, total));
      reply.header('X-Total-Count', String(total));
      return items;
    }

    @Get(':id')
    @ApiOperation({ summary: `One ${spec.noun}` })
    get(@Param('id') id: string): Promise<ContentView> {
      return this.content.get(id);
    }

    @Post()
    @ApiOperation({ summary: `Create a ${spec.noun}; answers the record` })
    create(@CurrentUser() user: AuthenticatedUser, @Body() body: Record<string, unknown>): Promise<ContentView> {
      return this.content.create(user, body ?? {});
    }

    @Put(':id')
    @ApiOperation({ summary: `Update a ${spec.noun} (whole record; unchanged fields stay); answers the record` })
    update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: Record<string, unknown>): Promise<ContentView> {
      return this.content.update(user, id, body ?? {});
    }

    @Delete(':id')
    @ApiOperation({ summary: `Delete a ${spec.noun}; answers the deleted record` })
    remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ContentView> {
      return this.content.remove(user, id);
    }
  }
  const name = spec.resource.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
  Object.defineProperty(ContentAdminController, 'name', { value: `Admin${name}Controller` });
  return ContentAdminController;
}
