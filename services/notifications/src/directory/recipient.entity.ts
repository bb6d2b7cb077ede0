import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What notifications knows about an account (read model fed by accounts events). */
@Entity({ name: 'recipient' })
export class Recipient {
  @PrimaryColumn('uuid')
  accountId!: string;

  @Column('text')
  email!: string;

  @Column('text', { nullable: true })
  name!: string | null;

  @Column('text', { nullable: true })
  accountType!: string | null;

  /** The partner company the account belongs to (the `cid` of its tokens). */
  @Column('uuid', { nullable: true })
  companyId!: string | null;

  @Column('text', { nullable: true })
  companyName!: string | null;

  @Column('timestamptz')
  updatedAt!: Date;
}
