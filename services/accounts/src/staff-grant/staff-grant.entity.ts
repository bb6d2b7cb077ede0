import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffGrantRecord, StaffPower } from '@jointly/contracts';

/** A platform-wide power an admin granted to a staff account (revoking deletes the row; the audit log keeps both). */
@Entity({ name: 'staff_grant' })
export class StaffGrant {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) accountId!: string;
  @Column({ type: 'text' }) power!: StaffPower;
  @Column({ type: 'uuid' }) grantedBy!: string;
  @Column({ type: 'timestamptz' }) grantedAt!: Date;
}

/** A grant as the console shows it. */
/** A grant as the API answers it: StaffGrantRecord of @jointly/contracts. */
export type StaffGrantView = StaffGrantRecord;

export const staffGrantView = (grant: StaffGrant): StaffGrantView => ({
  id: grant.id,
  accountId: grant.accountId,
  power: grant.power,
  grantedBy: grant.grantedBy,
  grantedAt: grant.grantedAt.toISOString(),
});
