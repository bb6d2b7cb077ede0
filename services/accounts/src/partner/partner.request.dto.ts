import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageRequestDto } from '@jointly/common/http';
import { REGIONS, SERVICE_CATEGORIES } from '../enums/platform-enums';
import { UpdateCompanyProfileRequestDto } from '../profile/profile.request.dto';

/** POST /partner/request: a company asks to become a consortium partner (optionally completing its profile). */
export class PartnerRequestDto extends UpdateCompanyProfileRequestDto {
  @ApiPropertyOptional({ description: 'Why the company wants to run or join consortiums' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  motivation?: string;
}

/** PATCH /partner/update/{id}: the company profile fields. */
export class UpdatePartnerRequestDto extends UpdateCompanyProfileRequestDto {}

/** GET /partner/search?query&page&limit&region&serviceCategory → `{ foundTalents, count, currentPage, totalPages }`. */
export class PartnerSearchQueryDto extends PageRequestDto(100, 10) {
  @ApiPropertyOptional({ description: 'Words of the company name, description or sector' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  query?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsIn(REGIONS as unknown as string[], { message: 'region must be a value of GET /generic-apis/all-enum' })
  region?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsIn(SERVICE_CATEGORIES.map((c) => c.id), { message: 'serviceCategory must be an id of GET /generic-apis/all-enum' })
  serviceCategory?: string;
}
