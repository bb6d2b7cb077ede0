import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class MuteRequestDto {
  @ApiProperty()
  @IsBoolean({ message: 'muted must be true or false' })
  muted!: boolean;
}
