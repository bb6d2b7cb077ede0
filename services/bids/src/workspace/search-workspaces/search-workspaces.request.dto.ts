import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsOptional, IsUUID } from 'class-validator';
import { asList, SpecPageRequestDto } from '@jointly/common/http';

export class SearchWorkspacesRequestDto extends SpecPageRequestDto {
  @ApiPropertyOptional({ type: [String], description: 'id[0]=id&id[1]=id (ids outside the caller’s reach are absent)' })
  @IsOptional()
  @Transform(asList)
  @ArrayMaxSize(300, { message: 'id may list at most 300 workspaces' })
  @IsUUID('all', { each: true, message: 'id must be workspace ids (UUIDs)' })
  id?: string[];
}
