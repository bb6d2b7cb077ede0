import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { asList } from '@jointly/common/http';

export const WORKSPACE_SEARCH_MAX_LIMIT = 300;

export class SearchWorkspacesRequestDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  page?: number;

  @ApiPropertyOptional({ default: WORKSPACE_SEARCH_MAX_LIMIT, maximum: WORKSPACE_SEARCH_MAX_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(WORKSPACE_SEARCH_MAX_LIMIT, { message: `limit must not be greater than ${WORKSPACE_SEARCH_MAX_LIMIT}` })
  limit?: number;

  @ApiPropertyOptional({ type: [String], description: 'id[0]=id&id[1]=id (ids outside the caller’s reach are absent)' })
  @IsOptional()
  @Transform(asList)
  @ArrayMaxSize(300, { message: 'id may list at most 300 workspaces' })
  @IsUUID('all', { each: true, message: 'id must be workspace ids (UUIDs)' })
  id?: string[];
}
