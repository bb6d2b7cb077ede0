import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { WHOLE_NUMBER } from '../shared/whole-number.transformer';

/** The facts of a provider that tenders' criteria are checked against (`eligibility.user_criteria`, one per account). */
@Entity({ name: 'user_criteria' })
export class UserCriteria {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') accountId!: string;
  @Column('uuid', { nullable: true }) companyId!: string | null;
  @Column('text', { array: true }) serviceCategories!: string[];
  @Column('text', { array: true }) regions!: string[];
  @Column('bigint', { nullable: true, transformer: WHOLE_NUMBER }) annualTurnover!: number | null;
  @Column('int', { nullable: true }) yearsTrading!: number | null;
  @Column('int', { nullable: true }) staffCount!: number | null;
  @Column('text', { array: true }) certifications!: string[];
  @Column('bigint', { nullable: true, transformer: WHOLE_NUMBER }) insuranceLevel!: number | null;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}

/** The fields a provider sets (everything but ids and times). */
export const USER_CRITERIA_FIELDS = [
  'serviceCategories',
  'regions',
  'annualTurnover',
  'yearsTrading',
  'staffCount',
  'certifications',
  'insuranceLevel',
] as const;
export type UserCriteriaField = (typeof USER_CRITERIA_FIELDS)[number];
export type UserCriteriaFacts = Pick<UserCriteria, UserCriteriaField>;

/** A new provider's facts: nothing known yet. */
export const EMPTY_USER_CRITERIA: UserCriteriaFacts = {
  serviceCategories: [],
  regions: [],
  annualTurnover: null,
  yearsTrading: null,
  staffCount: null,
  certifications: [],
  insuranceLevel: null,
};
