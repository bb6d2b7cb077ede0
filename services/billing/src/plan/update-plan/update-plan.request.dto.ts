import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsInt, IsObject, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { trim } from '@jointly/common/http';

export class UpdatePlanRequestDto {
  /** react-admin sends the whole record back; its id and code are the URL's, so they are ignored. */
  @Allow()
  id?: unknown;

  @Allow()
  code?: unknown;

  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'name must be text' })
  @MinLength(1, { message: 'name is required' })
  @MaxLength(60, { message: 'name must be at most 60 characters' })
  name!: string;

  @ApiProperty({ description: 'Monthly price before VAT, in pence' })
  @IsInt({ message: 'pricePence must be a whole number of pence' })
  @Min(0, { message: 'pricePence cannot be negative' })
  @Max(100_000_000, { message: 'pricePence is too large' })
  pricePence!: number;

  @ApiProperty({ description: 'One whole number (or null: unlimited) per limit' })
  @IsObject({ message: 'limits must be an object' })
  limits!: Record<string, unknown>;

  @ApiProperty()
  @IsInt({ message: 'sortOrder must be a whole number' })
  @Min(0)
  @Max(1000)
  sortOrder!: number;

  @ApiProperty()
  @IsBoolean({ message: 'active must be true or false' })
  active!: boolean;
}
