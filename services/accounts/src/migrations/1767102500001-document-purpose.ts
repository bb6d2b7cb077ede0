import { MigrationInterface, QueryRunner } from 'typeorm';

/** The purposes and certification ids as they stood when this migration was written (migrations do not follow the code). */
const PURPOSES = ['certificate', 'financial-accounts', 'insurance', 'policy', 'case-study', 'other'];
const CERTIFICATION_IDS = [
  'cqc-registered',
  'care-inspectorate',
  'ciw-registered',
  'ofsted-registered',
  'iso-9001',
  'iso-14001',
  'iso-27001',
  'cyber-essentials',
  'cyber-essentials-plus',
  'dspt',
  'employers-liability-5m',
  'public-liability-5m',
  'professional-indemnity-1m',
  'living-wage',
];

/**
 * An uploaded document's purpose is one of a list (@jointly/contracts DOCUMENT_PURPOSES), and a certificate names the
 * certification it evidences (`certification_id`). Rows from before: 'evidence:<certification id>' (what the web form
 * sent) becomes a certificate of that certification; a purpose of the list stays; 'document', none, and any other free
 * text become 'other', the free text kept as `legacy_purpose` so that the list still shows it.
 */
export class DocumentPurpose1767102500001 implements MigrationInterface {
  name = 'DocumentPurpose1767102500001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts.stored_file ADD COLUMN certification_id text, ADD COLUMN legacy_purpose text`);
    await q.query(
      `UPDATE accounts.stored_file SET purpose = 'certificate', certification_id = substr(purpose, 10)
        WHERE purpose LIKE 'evidence:%' AND substr(purpose, 10) = ANY($1::text[])`,
      [CERTIFICATION_IDS],
    );
    await q.query(
      `UPDATE accounts.stored_file SET legacy_purpose = CASE WHEN purpose = 'document' THEN NULL ELSE purpose END, purpose = 'other'
        WHERE purpose IS NULL OR NOT (purpose = ANY($1::text[]))`,
      [PURPOSES],
    );
    await q.query(`ALTER TABLE accounts.stored_file ALTER COLUMN purpose SET DEFAULT 'other', ALTER COLUMN purpose SET NOT NULL`);
    await q.query(
      `ALTER TABLE accounts.stored_file
         ADD CONSTRAINT stored_file_purpose_check CHECK (purpose IN (${PURPOSES.map((p) => `'${p}'`).join(', ')})),
         ADD CONSTRAINT stored_file_certificate_check CHECK ((purpose = 'certificate') = (certification_id IS NOT NULL))`,
    );
    // The company's evidence, read on every upload and delete of one (and every change of its profile).
    await q.query(
      `CREATE INDEX stored_file_company_evidence_idx ON accounts.stored_file (company_id, purpose)
        WHERE purpose IN ('certificate', 'financial-accounts')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX accounts.stored_file_company_evidence_idx`);
    await q.query(
      `ALTER TABLE accounts.stored_file DROP CONSTRAINT stored_file_certificate_check, DROP CONSTRAINT stored_file_purpose_check`,
    );
    await q.query(`ALTER TABLE accounts.stored_file ALTER COLUMN purpose DROP NOT NULL, ALTER COLUMN purpose DROP DEFAULT`);
    await q.query(
      `UPDATE accounts.stored_file SET purpose = CASE WHEN purpose = 'certificate' THEN 'evidence:' || certification_id
                                                      WHEN purpose = 'other' THEN coalesce(legacy_purpose, 'document') ELSE purpose END`,
    );
    await q.query(`ALTER TABLE accounts.stored_file DROP COLUMN legacy_purpose, DROP COLUMN certification_id`);
  }
}
