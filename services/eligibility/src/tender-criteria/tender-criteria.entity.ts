import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TenderRequirement } from '@jointly/contracts';

/** Criteria someone added to a tender (or to one lot of it): typed, weighted requirements (`eligibility.tender_criteria`). */
@Entity({ name: 'tender_criteria' })
export class TenderCriteria {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') tenderId!: string;
  @Column('text', { nullable: true }) lot!: string | null;
  @Column('jsonb') requirements!: TenderRequirement[];
  @Column('uuid') createdBy!: string;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}
