import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** `{id}` of a criteria row in a path. */
export class CriteriaIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a criteria id (UUID)' })
  id!: string;
}
