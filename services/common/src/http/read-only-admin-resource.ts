import { Delete, HttpCode, Post, Put } from '@nestjs/common';
import { MethodNotAllowedError } from '../errors';

/**
 * Base of a read-only react-admin resource: POST, PUT and DELETE answer 405 with `readOnlyMessage` (why the console
 * cannot write it), so a simple-rest client gets a clear answer instead of a 404. The subclass adds its @Controller,
 * @Roles and the GET routes; Nest registers these inherited routes for it.
 */
export abstract class ReadOnlyAdminResource {
  protected abstract readonly readOnlyMessage: string;

  @Post()
  @HttpCode(405)
  create(): never {
    throw new MethodNotAllowedError(this.readOnlyMessage);
  }

  @Put(':id')
  @HttpCode(405)
  update(): never {
    throw new MethodNotAllowedError(this.readOnlyMessage);
  }

  @Delete(':id')
  @HttpCode(405)
  remove(): never {
    throw new MethodNotAllowedError(this.readOnlyMessage);
  }
}
