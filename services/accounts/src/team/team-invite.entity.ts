import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type TeamInviteStatus = 'pending' | 'accepted' | 'revoked';

/** An invitation for a colleague to join a company's team; accepted by signing up with its id. */
@Entity({ name: 'team_invite' })
export class TeamInvite {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column({ type: 'uuid' }) companyId!: string;
  @Column({ type: 'text' }) email!: string;
  @Column({ type: 'uuid' }) invitedBy!: string;
  @Column({ type: 'text', default: 'pending' }) status!: TeamInviteStatus;
  @Column({ type: 'uuid', nullable: true }) acceptedBy!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) acceptedAt!: Date | null;
  @Column({ type: 'timestamptz' }) expiresAt!: Date;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
