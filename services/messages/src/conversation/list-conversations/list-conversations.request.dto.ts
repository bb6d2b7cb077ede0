import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

export class ListConversationsRequestDto {
  @ApiPropertyOptional({ description: 'Only the conversation of this consortium or expert invitation (bid)' })
  @IsOptional()
  @IsUUID('all', { message: 'subjectId must be a consortium or invitation id' })
  subjectId?: string;
}
