import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { contentRange, type RaListParams } from '@jointly/common/http';
import type { ContentResourceSpec, ContentView } from './content-resource-spec';
import { CreateContentCommand } from './create-content/create-content.handler';
import { DeleteContentCommand } from './delete-content/delete-content.handler';
import { GetContentQuery } from './get-content/get-content.handler';
import { ListContentQuery, type ContentList } from './list-content/list-content.handler';
import { UpdateContentCommand } from './update-content/update-content.handler';

/**
 * The console controller of one content resource (`/admin/<resource>`, admins only): each call goes on the bus with
 * the resource's spec (list-content, get-content, create-content, update-content, delete-content).
 */
export function contentAdminController(spec: ContentResourceSpec): Type {
  const filters = ['q (title words)', 'from', 'to', ...Object.keys(spec.filters ?? {}), 'id'].join(', ');

  @ApiTags('admin')
  @ApiBearerAuth()
  @Controller(`admin/${spec.resource}`)
  @Roles('admin')
  class ContentAdminController {
    constructor(
      private readonly queries: QueryBus,
      private readonly commands: CommandBus,
    ) {}

    @Get()
    @ApiOperation({
      summary: `${spec.resource} for the console (Content-Range); filter ${filters}; sort ${Object.keys(spec.sort).join(', ')}`,
    })
    async list(@Query() params: RaListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<ContentView[]> {
      const { items, total, offset } = await this.queries.execute<ListContentQuery, ContentList>(new ListContentQuery(spec, params));
      reply.header('Content-Range', contentRange(spec.resource, offset, items.length, total));
      reply.header('X-Total-Count', String(total));
      return items;
    }

    @Get(':id')
    @ApiOperation({ summary: `One ${spec.noun}` })
    get(@Param('id') id: string): Promise<ContentView> {
      return this.queries.execute(new GetContentQuery(spec, id));
    }

    @Post()
    @ApiOperation({ summary: `Create a ${spec.noun}; answers the record` })
    create(@CurrentUser() user: AuthenticatedUser, @Body() body: Record<string, unknown>): Promise<ContentView> {
      return this.commands.execute(new CreateContentCommand(spec, user, body ?? {}));
    }

    @Put(':id')
    @ApiOperation({ summary: `Update a ${spec.noun} (whole record; unchanged fields stay); answers the record` })
    update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: Record<string, unknown>): Promise<ContentView> {
      return this.commands.execute(new UpdateContentCommand(spec, user, id, body ?? {}));
    }

    @Delete(':id')
    @ApiOperation({ summary: `Delete a ${spec.noun}; answers the deleted record` })
    remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ContentView> {
      return this.commands.execute(new DeleteContentCommand(spec, user, id));
    }
  }
  const name = spec.resource.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
  Object.defineProperty(ContentAdminController, 'name', { value: `Admin${name}Controller` });
  return ContentAdminController;
}
