import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';

export class ListCommentsRequestDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID('all', { message: 'section must be a section id (UUID)' })
  section?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: "resolved must be 'true' or 'false'" })
  resolved?: 'true' | 'false';
}
