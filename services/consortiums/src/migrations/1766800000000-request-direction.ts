import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Interest, both ways: a request is an invitation (a member company invites `to_company_id`) or an expression of
 * interest (`from_company_id` asks to join; `to_company_id` is the lead company that answers). The one-pending rule
 * now keys on the joining company of either direction, so a company cannot hold an open invitation and an open
 * interest in the same consortium at once.
 */
export class RequestDirection1766800000000 implements MigrationInterface {
  name = 'RequestDirection1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE consortiums.consortium_request
         ADD COLUMN direction text NOT NULL DEFAULT 'invitation' CHECK (direction IN ('invitation', 'interest'))`,
    );
    await q.query(`DROP INDEX consortiums.consortium_request_one_pending`);
    await q.query(
      `CREATE UNIQUE INDEX consortium_request_one_pending ON consortiums.consortium_request
         (consortium_id, (CASE WHEN direction = 'interest' THEN from_company_id ELSE to_company_id END)) WHERE status = 'Pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX consortiums.consortium_request_one_pending`);
    await q.query(`DELETE FROM consortiums.consortium_request WHERE direction = 'interest'`);
    await q.query(`ALTER TABLE consortiums.consortium_request DROP COLUMN direction`);
    await q.query(
      `CREATE UNIQUE INDEX consortium_request_one_pending ON consortiums.consortium_request (consortium_id, to_company_id) WHERE status = 'Pending'`,
    );
  }
}
