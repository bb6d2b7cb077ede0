import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type SessionRevocationReason = 'logout' | 'reuse' | 'password-reset' | 'password-change' | 'suspended';

/** A sign-in: one refresh-token family. Access tokens carry its id (`sid`); revoking it ends them all (456). */
@Entity({ name: 'session' })
export class Session {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column({ type: 'uuid' }) accountId!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) lastUsedAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) revokedAt!: Date | null;
  @Column({ type: 'text', nullable: true }) revokedReason!: SessionRevocationReason | null;
  @Column({ type: 'text', nullable: true }) userAgent!: string | null;
  @Column({ type: 'text', nullable: true }) ip!: string | null;
}

/** One opaque refresh token, stored only as a hash; used once, then replaced (rotation). */
@Entity({ name: 'refresh_token' })
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column({ type: 'uuid' }) sessionId!: string;
  @Index({ unique: true }) @Column({ type: 'text' }) tokenHash!: string;
  @CreateDateColumn({ type: 'timestamptz' }) issuedAt!: Date;
  @Column({ type: 'timestamptz' }) expiresAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) usedAt!: Date | null;
  /** The token that replaced it on use. */
  @Column({ type: 'uuid', nullable: true }) replacedBy!: string | null;
  /** The pair handed out on use, sealed with a key derived from this token (see session-tokens, grace window). */
  @Column({ type: 'text', nullable: true }) successorSealed!: string | null;
}
