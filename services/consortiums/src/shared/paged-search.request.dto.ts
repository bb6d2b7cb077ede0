import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID, ArrayMaxSize } from 'class-validator';
import { asList, SpecPageRequestDto } from '@jointly/common/http';

/** The spec's consortium searches: page (default 1), limit (default and at most 300), consortium[0..n]. */
export class PagedConsortiumSearchDto extends SpecPageRequestDto {
  @ApiPropertyOptional({ type: [String], description: 'consortium[0]=id&consortium[1]=id' })
  @IsOptional()
  @Transform(asList)
  @ArrayMaxSize(100, { message: 'consortium may list at most 100 consortiums' })
  @IsUUID('all', { each: true, message: 'consortium must be consortium ids (UUIDs)' })
  consortium?: string[];
}
