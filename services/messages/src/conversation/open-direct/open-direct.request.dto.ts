import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class OpenDirectRequestDto {
  @ApiProperty({ description: 'A partner company (it shares a consortium with yours)' })
  @IsUUID('all', { message: 'companyId must be a company id' })
  companyId!: string;
}
