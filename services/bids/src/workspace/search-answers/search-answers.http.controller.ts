import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { LibraryAnswerView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { PageRequestDto, trimToNull } from '@jointly/common/http';
import { NoCompanyError } from '../teamwork/teamwork.errors';
import { LibraryRepository } from '../teamwork/library.repository';

export class SearchAnswersRequestDto extends PageRequestDto(100, 20) {
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
