import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import type { PartnerVerification, PartnerView } from '@jointly/contracts';

/** The wire view lives in @jointly/contracts (`CompanyProfile`, one definition for the service and the clients). */
export type { PartnerVerification, PartnerView } from '@jointly/contracts';

/** A company (the spec's partner): providers belong to one; approved partners can run consortiums. */
@Entity({ name: 'partner' })
export class Partner {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column({ type: 'text' }) companyName!: string;
  @Column({ type: 'text', nullable: true }) registrationNumber!: string | null;
  @Column({ type: 'text', nullable: true }) email!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ type: 'text', nullable: true }) website!: string | null;
  @Column({ type: 'text', nullable: true }) address!: string | null;
  @Column({ type: 'text', nullable: true }) postcode!: string | null;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ type: 'text', nullable: true }) sector!: string | null;
  @Column({ type: 'text', nullable: true }) companySize!: string | null;
  @Column({ type: 'text', array: true, default: '{}' }) regions!: string[];
  @Column({ type: 'text', array: true, default: '{}' }) serviceCategories!: string[];
  @Column({ type: 'text', array: true, default: '{}' }) certifications!: string[];
  @Column({ type: 'bigint', nullable: true, transformer: { to: (v) => v, from: (v) => (v === null ? null : Number(v)) } }) annualTurnover!:
    number | null;
  @Column({ type: 'int', nullable: true }) employees!: number | null;
  @Column({ type: 'int', nullable: true }) yearsTrading!: number | null;
  @Column({ type: 'text', default: 'unverified' }) verification!: PartnerVerification;
  @Column({ type: 'boolean', default: false }) consortiumPartner!: boolean;
  @Column({ type: 'timestamptz', nullable: true }) requestedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) approvedAt!: Date | null;
  @Column({ type: 'uuid', nullable: true }) approvedBy!: string | null;
  @Column({ type: 'uuid' }) ownerAccountId!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}

/** The partner as the API shows it; `company` and `companyName` both carry the name (spec §3 matching partner). */
export function partnerView(partner: Partner): PartnerView {
  const { approvedBy: _approvedBy, createdAt, updatedAt: _updatedAt, requestedAt, approvedAt, ...rest } = partner;
  return {
    ...rest,
    company: partner.companyName,
    requestedAt: requestedAt?.toISOString() ?? null,
    approvedAt: approvedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}
