import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { trim } from '@jointly/common/http';

export class VoidInvoiceRequestDto {
  @ApiProperty({ description: 'Why the invoice is voided (kept on the invoice and in the audit log)' })
  @Transform(trim)
  @IsString({ message: 'reason must be text' })
  @MinLength(3, { message: 'reason must say why (at least 3 characters)' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason!: string;
}
