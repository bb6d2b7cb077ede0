import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Attempts of one kind by one key (account e-mail or client address) within a fixed window. */
@Entity({ name: 'attempt_counter' })
export class AttemptCounter {
  @PrimaryColumn({ type: 'text' }) key!: string;
  @Column({ type: 'timestamptz' }) windowStart!: Date;
  @Column({ type: 'int' }) count!: number;
}
