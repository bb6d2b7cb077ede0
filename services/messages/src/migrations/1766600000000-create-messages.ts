import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations, their participants (companies or single accounts), messages, attachments, read state and mutes;
 * the per-person live event log (monotonic ids for Last-Event-ID replay) and stream tickets; send counters for the
 * rate limit; and the read models kept from other services' events: accounts and their companies, consortium
 * members. No foreign keys to other schemas: companies, accounts, consortiums and bids are referenced by id only.
 */
export class CreateMessages1766600000000 implements MigrationInterface {
  name = 'CreateMessages1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE messages.account (
        account_id uuid PRIMARY KEY,
        company_id uuid,
        name text,
        role text
      )`);
    await q.query(`CREATE INDEX account_company_idx ON messages.account (company_id)`);
    await q.query(`
      CREATE TABLE messages.company (
        company_id uuid PRIMARY KEY,
        name text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE messages.consortium_member (
        consortium_id uuid NOT NULL,
        company_id uuid NOT NULL,
        PRIMARY KEY (consortium_id, company_id)
      )`);
    await q.query(`CREATE INDEX consortium_member_company_idx ON messages.consortium_member (company_id)`);
    await q.query(`
      CREATE TABLE messages.conversation (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('consortium', 'invitation', 'direct')),
        subject_id uuid,
        title text NOT NULL,
        company_a uuid,
        company_b uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX conversation_subject_uq ON messages.conversation (kind, subject_id) WHERE subject_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX conversation_pair_uq ON messages.conversation (company_a, company_b) WHERE kind = 'direct'`);
    await q.query(`
      CREATE TABLE messages.participant (
        conversation_id uuid NOT NULL REFERENCES messages.conversation (id) ON DELETE CASCADE,
        party text NOT NULL CHECK (party IN ('company', 'account')),
        party_id uuid NOT NULL,
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (conversation_id, party, party_id)
      )`);
    await q.query(`CREATE INDEX participant_party_idx ON messages.participant (party, party_id)`);
    await q.query(`
      CREATE TABLE messages.message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigserial NOT NULL UNIQUE,
        conversation_id uuid NOT NULL REFERENCES messages.conversation (id) ON DELETE CASCADE,
        author_account_id uuid NOT NULL,
        author_company_id uuid,
        body text NOT NULL CHECK (char_length(body) <= 10000),
        reply_to_id uuid REFERENCES messages.message (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        edited_at timestamptz,
        deleted_at timestamptz,
        deleted_by_admin boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX message_conversation_idx ON messages.message (conversation_id, seq DESC)`);
    await q.query(`CREATE INDEX message_created_idx ON messages.message (created_at)`);
    await q.query(`
      CREATE TABLE messages.attachment (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message_id uuid NOT NULL REFERENCES messages.message (id) ON DELETE CASCADE,
        conversation_id uuid NOT NULL,
        storage_key text NOT NULL,
        filename text NOT NULL,
        mime_type text NOT NULL,
        size integer NOT NULL
      )`);
    await q.query(`CREATE INDEX attachment_message_idx ON messages.attachment (message_id)`);
    await q.query(`
      CREATE TABLE messages.read_state (
        conversation_id uuid NOT NULL REFERENCES messages.conversation (id) ON DELETE CASCADE,
        account_id uuid NOT NULL,
        last_read_seq bigint NOT NULL DEFAULT 0,
        digested_seq bigint NOT NULL DEFAULT 0,
        muted boolean NOT NULL DEFAULT false,
        PRIMARY KEY (conversation_id, account_id)
      )`);
    await q.query(`
      CREATE TABLE messages.live_event (
        id bigserial PRIMARY KEY,
        account_id uuid NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX live_event_account_idx ON messages.live_event (account_id, id)`);
    await q.query(`CREATE INDEX live_event_created_idx ON messages.live_event (created_at)`);
    await q.query(`
      CREATE TABLE messages.live_ticket (
        ticket_hash text PRIMARY KEY,
        account_id uuid NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE messages.preference (
        account_id uuid PRIMARY KEY,
        email_digests boolean NOT NULL DEFAULT true
      )`);
    await q.query(`
      CREATE TABLE messages.attempt_counter (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        count integer NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'attempt_counter',
      'preference',
      'live_ticket',
      'live_event',
      'read_state',
      'attachment',
      'message',
      'participant',
      'conversation',
      'consortium_member',
      'company',
      'account',
    ])
      await q.query(`DROP TABLE IF EXISTS messages.${table}`);
  }
}
