import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AccountProfile, AccountStatus, AccountType, AccountView } from '@jointly/contracts';

/** The wire views live in @jointly/contracts (one definition for the service, the web app and the console). */
export type { AccountProfile, AccountStatus, AccountView } from '@jointly/contracts';

/** A person who signs in: provider (default), expert, staff or admin. */
@Entity({ name: 'account' })
export class Account {
  @PrimaryGeneratedColumn('uuid') id!: string;

  @Index({ unique: true })
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' }) passwordHash!: string;
  @Column({ type: 'text' }) accountType!: AccountType;
  @Column({ type: 'text', nullable: true }) name!: string | null;
  @Column({ type: 'text', default: 'active' }) status!: AccountStatus;
  @Column({ type: 'timestamptz', nullable: true }) emailVerifiedAt!: Date | null;
  /** Accounts that existed before the current onboarding: they land on the get-started checklist (spec §2). */
  @Column({ type: 'boolean', default: false }) oldUser!: boolean;
  /** When the get-started checklist was completed (null: not yet); see get-started/returning-user.ts. */
  @Column({ type: 'timestamptz', nullable: true }) getStartedCompletedAt!: Date | null;
  @Column({ type: 'uuid', nullable: true }) companyId!: string | null;
  @Column({ type: 'jsonb', default: {} }) profile!: AccountProfile;
  @Column({ type: 'timestamptz', nullable: true }) lastLoginAt!: Date | null;
  /** Grows by one whenever an admin grants or revokes a staff power (StaffPowersChanged carries it). */
  @Column({ type: 'int', default: 0 }) staffPowersVersion!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;

  get verified(): boolean {
    return this.emailVerifiedAt !== null;
  }
}

export function accountView(account: Account): AccountView {
  return {
    id: account.id,
    email: account.email,
    accountType: account.accountType,
    name: account.name,
    emailVerified: account.verified,
    status: account.status,
    companyId: account.companyId,
    profile: account.profile ?? {},
    createdAt: account.createdAt.toISOString(),
  };
}

/** E-mail addresses compare case-insensitively and without surrounding blanks. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
