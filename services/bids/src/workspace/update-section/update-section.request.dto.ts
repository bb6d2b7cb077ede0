import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import type { SectionLimit, SectionStatus } from '@jointly/contracts';
import { trim } from '@jointly/common/http';

export class SectionLimitDto {
  @ApiProperty({ enum: ['words', 'characters'] })
  @IsIn(['words', 'characters'], { message: "limit.unit must be 'words' or 'characters'" })
  unit!: SectionLimit['unit'];

  @ApiProperty({ minimum: 1, maximum: 100_000 })
  @IsInt({ message: 'limit.max must be a whole number' })
  @Min(1, { message: 'limit.max must be at least 1' })
  @Max(100_000, { message: 'limit.max must be at most 100000' })
  max!: number;
}

/** A change to one section; fields left out stay, `null` clears assignee, due date and limit. */
export class UpdateSectionRequestDto {
  @ApiPropertyOptional({ description: "The section's version read (a stale one gets 409 with the current workspace)" })
  @IsOptional()
  @IsInt({ message: 'version must be a whole number' })
  @Min(1, { message: 'version must be at least 1' })
  @Max(999_999_999, { message: 'version is too large' })
  version?: number;

  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'title must be text' })
  @MinLength(1, { message: 'title must not be empty' })
  @MaxLength(200, { message: 'title must be at most 200 characters' })
  title?: string;

  @ApiPropertyOptional({ enum: ['todo', 'drafting', 'in-review', 'approved'] })
  @IsOptional()
  @IsIn(['todo', 'drafting', 'in-review', 'approved'], { message: "status must be 'todo', 'drafting', 'in-review' or 'approved'" })
  status?: SectionStatus;

  @ApiPropertyOptional({ nullable: true, description: 'A member of the workspace; null unassigns' })
  @IsOptional()
  @IsUUID('all', { message: 'assigneeAccountId must be an account id (UUID)' })
  assigneeAccountId?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'YYYY-MM-DD; null clears' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'dueDate must be a date (YYYY-MM-DD)' })
  dueDate?: string | null;

  @ApiPropertyOptional({ type: SectionLimitDto, nullable: true, description: 'null clears' })
  @IsOptional()
  @ValidateNested()
  @Type(() => SectionLimitDto)
  limit?: SectionLimitDto | null;
}
