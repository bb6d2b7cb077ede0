import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

export class EditMessageRequestDto {
  @ApiProperty({ description: 'The new text (Markdown subset), 1–10,000 characters' })
  @IsString({ message: 'body must be text' })
  body!: string;
}
