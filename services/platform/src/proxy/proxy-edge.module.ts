import { Controller, Get, Module } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '@jointly/common/auth';

/** Proxy mode hosts no domain module; this module only exists so the root has something to compose. */
@ApiExcludeController()
@Controller('edge')
class EdgeInfoController {
  @Public()
  @Get('routes')
  routes() {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('@jointly/contracts').API_ROUTE_TABLE as Record<string, string>;
  }
}

@Module({ controllers: [EdgeInfoController] })
export class ProxyEdgeModule {}
