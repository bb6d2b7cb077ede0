import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ExpertAvailability } from '@jointly/contracts';

/** An expert's directory entry (`eligibility.expert_criteria`, one per expert account). */
@Entity({ name: 'expert_criteria' })
export class ExpertCriteria {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') accountId!: string;
  @Column('text', { nullable: true }) headline!: string | null;
  @Column('text', { array: true }) expertise!: string[];
  @Column('text', { array: true }) sectors!: string[];
  @Column('text', { array: true }) regions!: string[];
  @Column('int', { nullable: true }) yearsExperience!: number | null;
  @Column('int', { nullable: true }) dayRate!: number | null;
  @Column('text') availability!: ExpertAvailability;
  @Column('text', { nullable: true }) bio!: string | null;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}

/** The fields an expert sets (everything but ids and times). */
export const EXPERT_CRITERIA_FIELDS = [
  'headline',
  'expertise',
  'sectors',
  'regions',
  'yearsExperience',
  'dayRate',
  'availability',
  'bio',
] as const;
export type ExpertCriteriaField = (typeof EXPERT_CRITERIA_FIELDS)[number];
export type ExpertCriteriaFacts = Pick<ExpertCriteria, ExpertCriteriaField>;

/** A new entry: what is not sent is unknown, and the expert is available. */
export const NEW_EXPERT_CRITERIA: ExpertCriteriaFacts = {
  headline: null,
  expertise: [],
  sectors: [],
  regions: [],
  yearsExperience: null,
  dayRate: null,
  availability: 'available',
  bio: null,
};

export function expertFactsOf(row: ExpertCriteria): ExpertCriteriaFacts {
  return Object.fromEntries(EXPERT_CRITERIA_FIELDS.map((field) => [field, row[field]])) as unknown as ExpertCriteriaFacts;
}
