import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, Matches, MaxLength } from 'class-validator';

/** PATCH /account/add-bookmark and /account/remove-bookmark: `{ tender: [ids] }` (spec: tender array). */
export class BookmarkTendersRequestDto {
  @ApiProperty({ type: [String], description: 'Tender ids' })
  @IsArray({ message: 'tender must be an array of tender ids' })
  @ArrayMinSize(1, { message: 'tender must name at least one tender' })
  @ArrayMaxSize(500)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  @Matches(/^[\w.:-]+$/, { each: true, message: 'tender ids may only contain letters, digits and . : _ -' })
  tender!: string[];
}
