import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageRequestDto, trimToNull } from '@jointly/common/http';

export class SearchAnswersRequestDto extends PageRequestDto(100, 20) {
  @ApiPropertyOptional({ description: 'Words to find (web-search syntax: "exact phrase", -not, or)' })
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'tag must be text' })
  @MaxLength(50, { message: 'tag must be at most 50 characters' })
  tag?: string | null;
}
