import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_SECTIONS, NewSectionDto } from '../workspace-section.request.dto';

export class AddSectionRequestDto extends NewSectionDto {
  @ApiPropertyOptional({ description: 'Where to insert it (0 = first); the end by default' })
  @IsOptional()
  @IsInt({ message: 'position must be a whole number' })
  @Min(0, { message: 'position must be at least 0' })
  @Max(MAX_SECTIONS, { message: `position must be at most ${MAX_SECTIONS}` })
  position?: number;
}
