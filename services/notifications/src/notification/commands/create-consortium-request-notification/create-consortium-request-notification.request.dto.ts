import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateIf, type ValidationArguments } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * POST /api/notification/create: tell an account, or every member of a company, about a consortium request.
 * At least one recipient: `recipientAccountId`, `companyId`, or both (then the account, in that company's context).
 */
export class CreateConsortiumRequestNotificationRequestDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The account to notify.' })
  // Checked when given, and required when there is no companyId: a notification needs a recipient.
  @ValidateIf((dto: CreateConsortiumRequestNotificationRequestDto) => dto.recipientAccountId !== undefined || dto.companyId === undefined)
  @IsUUID('all', {
    message: (args: ValidationArguments) =>
      args.value === undefined || args.value === null
        ? 'a recipient is required: give recipientAccountId or companyId'
        : 'recipientAccountId must be an account id (UUID)',
  })
  recipientAccountId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The company whose members are notified (partner id).' })
  @IsOptional()
  @IsUUID('all', { message: 'companyId must be a company id (UUID)' })
  companyId?: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'consortiumId must be a consortium id (UUID)' })
  consortiumId!: string;

  @ApiProperty({ example: 'Yorkshire Care Alliance' })
  @Transform(trim)
  @IsString({ message: 'consortiumName must be text' })
  @IsNotEmpty({ message: 'consortiumName must not be empty' })
  @MaxLength(200, { message: 'consortiumName must be at most 200 characters' })
  consortiumName!: string;

  @ApiPropertyOptional({ example: 'We would like you to join our bid for the Leeds home care tender.' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'message must be text' })
  @MaxLength(1000, { message: 'message must be at most 1000 characters' })
  message?: string;
}
