import { Body, Controller, Post } from '@nestjs/common';
import { Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { WorkspaceVersionView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { trim } from '@jointly/common/http';
import { SaveVersionCommand } from './save-version.handler';

export class SaveVersionRequestDto {
  @ApiProperty({ minLength: 1, maxLength: 120 })
  @Transform(trim)
  @IsString({ message: 'name must be text' })
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  name!: string;
}

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class SaveVersionController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/versions')
  @ApiOperation({ summary: 'Save the workspace as it is now as a named version (members)' })
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: SaveVersionRequestDto,
  ): Promise<{ version: WorkspaceVersionView }> {
    return { version: await this.commands.execute(new SaveVersionCommand(user, id, body.name)) };
  }
}
