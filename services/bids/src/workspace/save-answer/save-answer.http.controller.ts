import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { LibraryAnswerView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { trim } from '@jointly/common/http';
import { SaveAnswerCommand } from './save-answer.handler';

export class SaveAnswerRequestDto {
  @ApiPropertyOptional({ description: "The answer's title (the section's by default)", maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'title must be text' })
  @MinLength(1, { message: 'title must not be empty' })
  @MaxLength(200, { message: 'title must be at most 200 characters' })
  title?: string;

  @ApiPropertyOptional({ type: [String], maxItems: 20 })
  @IsOptional()
  @IsArray({ message: 'tags must be a list' })
  @ArrayMaxSize(20, { message: 'tags holds at most 20 tags' })
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map((t) => (typeof t === 'string' ? t.trim().toLowerCase() : t)) : value,
  )
  @IsString({ each: true, message: 'tags must be text' })
  @MinLength(1, { each: true, message: 'a tag must not be empty' })
  @MaxLength(50, { each: true, message: 'a tag must be at most 50 characters' })
  tags?: string[];
}

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class SaveAnswerController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/sections/:sectionId/library')
  @ApiOperation({ summary: "Save an approved section to the caller's company's answer library" })
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('sectionId') sectionId: string,
    @Body() body: SaveAnswerRequestDto,
  ): Promise<{ answer: LibraryAnswerView }> {
    const answer = await this.commands.execute<SaveAnswerCommand, LibraryAnswerView>(
      new SaveAnswerCommand(user, id, sectionId, { title: body.title, tags: body.tags ?? [] }),
    );
    return { answer };
  }
}
