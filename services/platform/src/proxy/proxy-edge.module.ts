import { Controller, Get, Module } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '@jointly/common/auth';
import { API_ROUTE_TABLE } from '@jointly/contracts';

/** Proxy mode hosts no domain module; the edge answers GET /api/edge/routes with its route table. */
@ApiExcludeController()
@Controller('edge')
class EdgeInfoController {
  @Public()
  @Get('routes')
  routes() {
    return API_ROUTE_TABLE;
  }
}

@Module({ controllers: [EdgeInfoController] })
export class ProxyEdgeModule {}
