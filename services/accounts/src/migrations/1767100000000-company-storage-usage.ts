import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The plan's storage is one total across accounts' documents and messages' attachments. `company_attachment_usage`
 * keeps each company's attachment bytes from messages' AttachmentStorageChanged events; and, so that messages' read
 * model of documents starts right, one `baseline` DocumentStorageChanged per company that already has documents goes
 * into the outbox (the relay publishes it like any other event).
 */
export class CompanyStorageUsage1767100000000 implements MigrationInterface {
  name = 'CompanyStorageUsage1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE accounts.company_attachment_usage (
      company_id uuid PRIMARY KEY,
      bytes bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`
      INSERT INTO accounts.outbox_message (id, topic, key, type, envelope)
      SELECT b.id, 'accounts.storage', b.company_id::text, 'accounts.storage.document-usage-changed',
             jsonb_build_object(
               'id', b.id, 'type', 'accounts.storage.document-usage-changed', 'version', 1,
               'occurredAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'aggregateType', 'storage', 'aggregateId', b.company_id::text, 'actorId', NULL, 'correlationId', NULL,
               'payload', jsonb_build_object('companyId', b.company_id::text, 'deltaBytes', b.bytes, 'reason', 'baseline'))
        FROM (SELECT gen_random_uuid() AS id, company_id, sum(size_bytes)::bigint AS bytes
                FROM accounts.stored_file WHERE company_id IS NOT NULL GROUP BY company_id) b
       WHERE b.bytes > 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS accounts.company_attachment_usage');
  }
}
