import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AccountType } from '@jointly/contracts';

export type AccountStatus = 'active' | 'suspended';

/** Profile fields of the provider, staff, expert and vendor variants (spec §2 update-profile screens). */
export interface AccountProfile {
  jobTitle?: string;
  phone?: string;
  bio?: string;
  expertise?: string[];
  sectors?: string[];
  regions?: string[];
  linkedinUrl?: string;
  yearsExperience?: number;
  dailyRate?: number;
  department?: string;
  vendorCategories?: string[];
}

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

/** What the API shows of an account: never the hash or internal flags. */
export interface AccountView {
  id: string;
  email: string;
  accountType: AccountType;
  name: string | null;
  emailVerified: boolean;
  status: AccountStatus;
  companyId: string | null;
  profile: AccountProfile;
  createdAt: string;
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
