import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsISO8601,
  IsInt,
  IsString,
  IsUUID,
  Max,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { trim } from '@jointly/common/http';

export class InvoiceLineRequestDto {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'description must be text' })
  @MinLength(1, { message: 'each line needs a description' })
  @MaxLength(200, { message: 'description must be at most 200 characters' })
  description!: string;

  @ApiProperty()
  @IsInt({ message: 'quantity must be a whole number' })
  @Min(1, { message: 'quantity must be at least 1' })
  @Max(100_000, { message: 'quantity must be at most 100,000' })
  quantity!: number;

  @ApiProperty({ description: 'Unit price before VAT, in pence' })
  @IsInt({ message: 'unitPence must be a whole number of pence' })
  @Min(0, { message: 'unitPence cannot be negative' })
  @Max(100_000_000, { message: 'unitPence is too large' })
  unitPence!: number;
}

export class IssueInvoiceRequestDto {
  @ApiProperty({ description: 'The company billed (or an expert without a company: their account id)' })
  @IsUUID('all', { message: 'companyId must be an id' })
  companyId!: string;

  @ApiProperty({ example: '2026-03-01', format: 'date' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'periodStart must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true }, { message: 'periodStart must be a date (YYYY-MM-DD)' })
  periodStart!: string;

  @ApiProperty({ example: '2026-03-31', format: 'date' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'periodEnd must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true }, { message: 'periodEnd must be a date (YYYY-MM-DD)' })
  periodEnd!: string;

  @ApiProperty({ type: [InvoiceLineRequestDto] })
  @IsArray({ message: 'lines must be a list' })
  @ArrayMinSize(1, { message: 'an invoice needs at least one line' })
  @ArrayMaxSize(50, { message: 'an invoice has at most 50 lines' })
  @ValidateNested({ each: true })
  @Type(() => InvoiceLineRequestDto)
  lines!: InvoiceLineRequestDto[];
}
