import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ConsortiumInviteSent, ConsortiumRequestAnswered } from '@jointly/contracts';

/** A consortium invitation as notifications knows it (from the consortiums service's events). */
export interface ConsortiumRequestRecord {
  requestId: string;
  consortiumId: string;
  consortiumName: string;
  fromAccountId: string;
  fromCompanyId: string;
  fromCompanyName: string;
  toAccountId: string;
  toCompanyId: string;
  toCompanyName: string;
  status: 'Pending' | 'Approve' | 'Rejected';
}

interface Row {
  request_id: string;
  consortium_id: string;
  consortium_name: string;
  from_account_id: string;
  from_company_id: string;
  from_company_name: string;
  to_account_id: string;
  to_company_id: string;
  to_company_name: string;
  status: ConsortiumRequestRecord['status'];
}

const record = (r: Row): ConsortiumRequestRecord => ({
  requestId: r.request_id,
  consortiumId: r.consortium_id,
  consortiumName: r.consortium_name,
  fromAccountId: r.from_account_id,
  fromCompanyId: r.from_company_id,
  fromCompanyName: r.from_company_name,
  toAccountId: r.to_account_id,
  toCompanyId: r.to_company_id,
  toCompanyName: r.to_company_name,
  status: r.status,
});

/** The consortium_request read model: named finders and the two event writes (idempotent). */
@Injectable()
export class ConsortiumRequestRepository {
  async findById(manager: EntityManager, requestId: string): Promise<ConsortiumRequestRecord | null> {
    const rows = (await manager.query(`SELECT * FROM notifications.consortium_request WHERE request_id = $1`, [requestId])) as Row[];
    return rows[0] ? record(rows[0]) : null;
  }

  async recordSent(manager: EntityManager, sent: ConsortiumInviteSent, at: string): Promise<void> {
    await manager.query(
      `INSERT INTO notifications.consortium_request (request_id, consortium_id, consortium_name, from_account_id, from_company_id,
         from_company_name, to_account_id, to_company_id, to_company_name, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (request_id) DO NOTHING`,
      [
        sent.requestId,
        sent.consortiumId,
        sent.consortiumName,
        sent.fromAccountId,
        sent.fromCompanyId,
        sent.fromCompanyName,
        sent.toAccountId,
        sent.toCompanyId,
        sent.toCompanyName,
        at,
      ],
    );
  }

  async recordAnswered(manager: EntityManager, answered: ConsortiumRequestAnswered, at: string): Promise<void> {
    await manager.query(`UPDATE notifications.consortium_request SET status = $2, answered_at = $3 WHERE request_id = $1`, [
      answered.requestId,
      answered.status,
      at,
    ]);
  }

  /** Whether a reminder of this request was created since `since` (one a day at most). */
  async remindedSince(manager: EntityManager, requestId: string, since: Date): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM notifications.notification WHERE kind = 'consortium-request' AND data->>'requestId' = $1
         AND source_event_id IS NULL AND created_at > $2 LIMIT 1`,
      [requestId, since],
    )) as unknown[];
    return rows.length > 0;
  }
}
