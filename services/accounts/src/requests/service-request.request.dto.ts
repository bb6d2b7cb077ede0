import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

export class RequestTenderWriterRequestDto {
  @ApiPropertyOptional({ description: 'The tender the writing help is for' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^[\w.:-]+$/, { message: 'tenderId may only contain letters, digits and . : _ -' })
  tenderId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  message?: string;
}

export class RequestTenderRequestDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^[\w.:-]+$/, { message: 'tenderId may only contain letters, digits and . : _ -' })
  tenderId?: string;

  @ApiProperty({ description: 'What tender the user is looking for, or what they need about this one' })
  @IsString()
  @MinLength(5, { message: 'details must say what you are looking for (at least 5 characters)' })
  @MaxLength(4000)
  details!: string;
}
