import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read model of the consortiums service's invitations (ConsortiumInviteSent, ConsortiumRequestAnswered): what
 * POST /notification/create derives every displayed field from, and who may send its reminder.
 */
export class CreateConsortiumRequest1766100001000 implements MigrationInterface {
  readonly name = 'CreateConsortiumRequest1766100001000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "notifications"."consortium_request" (
      request_id uuid PRIMARY KEY,
      consortium_id uuid NOT NULL,
      consortium_name text NOT NULL,
      from_account_id uuid NOT NULL,
      from_company_id uuid NOT NULL,
      from_company_name text NOT NULL,
      to_account_id uuid NOT NULL,
      to_company_id uuid NOT NULL,
      to_company_name text NOT NULL,
      status text NOT NULL DEFAULT 'Pending',
      sent_at timestamptz NOT NULL,
      answered_at timestamptz NULL
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE IF EXISTS "notifications"."consortium_request"`);
  }
}
