import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { PageRequestDto } from '@jointly/common/http';

export class AccountNotificationsParamDto {
  @ApiProperty({ format: 'uuid', description: 'Account id' })
  @IsUUID('all', { message: 'id must be an account id (UUID)' })
  id!: string;
}

/** `page` (from 1) and `limit` (1–100, default 10, spec §9). */
export class NotificationPageQueryDto extends PageRequestDto(100, 10) {}
