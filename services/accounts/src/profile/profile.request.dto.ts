import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsOmittable } from '@jointly/common/http';
import { CERTIFICATIONS, COMPANY_SIZES, REGIONS, SECTORS, SERVICE_CATEGORIES } from '../enums/platform-enums';

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((x) => x.id);

/** PATCH /account/update/{id}: the person's own details (any account type). */
export class UpdateAccountRequestDto {
  @ApiPropertyOptional({ description: 'May be changed, never cleared (null is refused)' })
  @IsOmittable()
  @IsString()
  @MinLength(2)
  @MaxLength(120)
  name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) jobTitle?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(/^[+\d][\d\s()-]{6,20}$/, { message: 'phone must be a phone number' }) phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) bio?: string;
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(80, { each: true })
  expertise?: string[];
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @IsIn(SECTORS as unknown as string[], { each: true, message: 'sectors must be values of GET /generic-apis/all-enum' })
  sectors?: string[];
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @IsIn(REGIONS as unknown as string[], { each: true, message: 'regions must be values of GET /generic-apis/all-enum' })
  regions?: string[];
  @ApiPropertyOptional()
  @IsOptional()
  @IsUrl({ require_protocol: true }, { message: 'linkedinUrl must be a full URL' })
  linkedinUrl?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(70) yearsExperience?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(100000) dailyRate?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) department?: string;
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsArray() @IsString({ each: true }) @ArrayMaxSize(30) vendorCategories?: string[];
}

/** PATCH /account/update-profile: the provider's company profile (spec: fields merged into the stored partner). */
export class UpdateCompanyProfileRequestDto {
  @ApiPropertyOptional({ description: 'May be changed, never cleared (null is refused)' })
  @IsOmittable()
  @IsString()
  @MinLength(2)
  @MaxLength(200)
  companyName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) registrationNumber?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(/^[+\d][\d\s()-]{6,20}$/, { message: 'phone must be a phone number' }) phone?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsUrl({ require_protocol: true }, { message: 'website must be a full URL such as https://example.org' })
  website?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) address?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, { message: 'postcode must be a UK postcode' })
  postcode?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(4000) description?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsIn(SECTORS as unknown as string[], { message: 'sector must be a value of GET /generic-apis/all-enum' })
  sector?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsIn(ids(COMPANY_SIZES), { message: 'companySize must be micro, small, medium or large' })
  companySize?: string;
  @ApiPropertyOptional({ type: [String] })
  @IsOmittable()
  @IsArray()
  @IsIn(REGIONS as unknown as string[], { each: true, message: 'regions must be values of GET /generic-apis/all-enum' })
  regions?: string[];
  @ApiPropertyOptional({ type: [String] })
  @IsOmittable()
  @IsArray()
  @IsIn(ids(SERVICE_CATEGORIES), { each: true, message: 'serviceCategories must be ids of GET /generic-apis/all-enum' })
  serviceCategories?: string[];
  @ApiPropertyOptional({ type: [String] })
  @IsOmittable()
  @IsArray()
  @IsIn(ids(CERTIFICATIONS), { each: true, message: 'certifications must be ids of GET /generic-apis/all-enum' })
  certifications?: string[];
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(100_000_000_000) annualTurnover?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(1_000_000) employees?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(500) yearsTrading?: number;
}
