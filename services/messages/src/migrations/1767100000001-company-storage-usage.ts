import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The plan's storage is one total across accounts' documents and messages' attachments. `company_document_usage`
 * keeps each company's document bytes from accounts' DocumentStorageChanged events; and, so that accounts' read model
 * of attachments starts right, one `baseline` AttachmentStorageChanged per company that already has attachments goes
 * into the outbox (the relay publishes it like any other event).
 */
export class CompanyStorageUsage1767100000001 implements MigrationInterface {
  name = 'CompanyStorageUsage1767100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE messages.company_document_usage (
      company_id uuid PRIMARY KEY,
      bytes bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`
      INSERT INTO messages.outbox_message (id, topic, key, type, envelope)
      SELECT b.id, 'messages.storage', b.company_id::text, 'messages.storage.attachment-usage-changed',
             jsonb_build_object(
               'id', b.id, 'type', 'messages.storage.attachment-usage-changed', 'version', 1,
               'occurredAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'aggregateType', 'storage', 'aggregateId', b.company_id::text, 'actorId', NULL, 'correlationId', NULL,
               'payload', jsonb_build_object('companyId', b.company_id::text, 'deltaBytes', b.bytes, 'reason', 'baseline', 'messageId', NULL))
        FROM (SELECT gen_random_uuid() AS id, m.author_company_id AS company_id, sum(a.size)::bigint AS bytes
                FROM messages.attachment a JOIN messages.message m ON m.id = a.message_id
               WHERE m.author_company_id IS NOT NULL
               GROUP BY m.author_company_id) b
       WHERE b.bytes > 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS messages.company_document_usage');
  }
}
