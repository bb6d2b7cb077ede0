import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OtpPurpose } from '@jointly/contracts';

/** A 6-digit code sent by e-mail (sign-up verification or password reset); stored hashed, single use. */
@Entity({ name: 'one_time_code' })
export class OneTimeCode {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column({ type: 'uuid' }) accountId!: string;
  @Column({ type: 'text' }) purpose!: OtpPurpose;
  @Column({ type: 'text' }) codeHash!: string;
  @Column({ type: 'timestamptz' }) expiresAt!: Date;
  @Column({ type: 'int', default: 0 }) failedAttempts!: number;
  @Column({ type: 'timestamptz', nullable: true }) consumedAt!: Date | null;
  /** Set after a verified reset code: allows exactly one password reset with this record. */
  @Column({ type: 'timestamptz', nullable: true }) verifiedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
