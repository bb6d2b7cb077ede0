import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { LibraryAnswerView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { trimToNull } from '@jointly/common/http';
import { NoCompanyError } from '../teamwork/teamwork.errors';
import { LibraryRepository } from '../teamwork/library.repository';

export class SearchAnswersRequestDto {
  @ApiPropertyOptional({ description: 'Words to find (web-search syntax: "exact phrase", -not, or)' })
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'tag must be text' })
  @MaxLength(50, { message: 'tag must be at most 50 characters' })
  tag?: string | null;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(10_000, { message: 'page must be at most 10000' })
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit?: number;
}

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class SearchAnswersController {
  constructor(private readonly library: LibraryRepository) {}

  @Get('library/answers')
  @ApiOperation({ summary: "Search the caller's company's answer library (full text); 403 without a company" })
  async search(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: SearchAnswersRequestDto,
  ): Promise<{ answers: LibraryAnswerView[]; count: number }> {
    if (!user.companyId) throw new NoCompanyError();
    return this.library.search(user.companyId, {
      q: query.q ?? null,
      tag: query.tag ?? null,
      page: query.page ?? 1,
      limit: query.limit ?? 20,
    });
  }
}
