import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A tender an account keeps an eye on (tender ids belong to the tenders service; no foreign key across services). */
@Entity({ name: 'bookmark' })
export class Bookmark {
  @PrimaryColumn({ type: 'uuid' }) accountId!: string;
  @PrimaryColumn({ type: 'text' }) tenderId!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
