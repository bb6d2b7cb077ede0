import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { BidStatus, BidView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

import { ExpertInvitationNotFoundError, DuplicateInvitationError } from './expert-invitation.errors';
import { showsExpertEmail } from './expert-invitation-rules';
import { isUuid } from '@jointly/common/http';

type Db = DataSource | EntityManager;

export interface ExpertInvitationRow {
  id: string;
  tenderId: string;
  tenderTitle: string | null;
  buyerName: string | null;
  closingDate: Date | null;
  tenderStatus: string | null;
  expertAccountId: string;
  expertName: string | null;
  expertEmail: string | null;
  invitedBy: string;
  inviterName: string | null;
  inviterCompanyId: string | null;
  inviterCompanyName: string | null;
  workspaceId: string | null;
  message: string | null;
  status: BidStatus;
  createdAt: Date;
  answeredAt: Date | null;
}

/** The SELECT of an invitation with its tender (read model) and the names of the expert and inviter (directory). */
export const EXPERT_INVITATION_SELECT = `
  SELECT b.id, b.tender_id AS "tenderId", t.title AS "tenderTitle", t.buyer_name AS "buyerName",
         t.closing_date AS "closingDate", t.status AS "tenderStatus",
         b.expert_account_id AS "expertAccountId", e.name AS "expertName", e.email AS "expertEmail",
         b.invited_by AS "invitedBy", i.name AS "inviterName", b.inviter_company_id AS "inviterCompanyId",
         coalesce(CASE WHEN i.company_id = b.inviter_company_id THEN i.company_name END,
                  (SELECT max(c.company_name) FROM bids.account_directory c WHERE c.company_id = b.inviter_company_id)) AS "inviterCompanyName",
         b.workspace_id AS "workspaceId", b.message, b.status, b.created_at AS "createdAt", b.answered_at AS "answeredAt"
    FROM bids.bid b
    LEFT JOIN bids.tender_summary t ON t.tender_id = b.tender_id
    LEFT JOIN bids.account_directory e ON e.account_id = b.expert_account_id
    LEFT JOIN bids.account_directory i ON i.account_id = b.invited_by`;

/** The invitation as `viewer` may see it (the expert's e-mail only for the inviting side and admins). */
export function expertInvitationView(row: ExpertInvitationRow, viewer: AuthenticatedUser): BidView {
  const known = row.tenderTitle !== null;
  return {
    id: row.id,
    tender: {
      id: row.tenderId,
      title: row.tenderTitle,
      buyerName: known ? row.buyerName : null,
      closingDate: row.closingDate?.toISOString() ?? null,
      status: row.tenderStatus,
    },
    expert: {
      accountId: row.expertAccountId,
      name: row.expertName,
      ...(showsExpertEmail(viewer, row) ? { email: row.expertEmail } : {}),
    },
    invitedBy: { accountId: row.invitedBy, name: row.inviterName, companyName: row.inviterCompanyName },
    workspaceId: row.workspaceId,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

const UNIQUE_VIOLATION = '23505';

/** bid: invitations of experts to help with a bid for a tender, and their answers. */
@Injectable()
export class ExpertInvitationRepository {
  constructor(@InjectDataSource('bids') readonly dataSource: DataSource) {}

  /** The invitation (its row locked when `lock`), or 404. */
  async get(id: string, db: Db = this.dataSource, lock = false): Promise<ExpertInvitationRow> {
    if (!isUuid(id)) throw new ExpertInvitationNotFoundError(id);
    const rows = (await db.query(`${EXPERT_INVITATION_SELECT} WHERE b.id = $1 ${lock ? 'FOR UPDATE OF b' : ''}`, [
      id,
    ])) as ExpertInvitationRow[];
    if (!rows[0]) throw new ExpertInvitationNotFoundError(id);
    return rows[0];
  }

  /** Whether the inviting company (or account, without one) already has an open invitation of the expert for the tender. */
  async hasOpen(tenderId: string, expertAccountId: string, inviterCompanyId: string | null, invitedBy: string, db: Db): Promise<boolean> {
    const rows = (await db.query(
      `SELECT 1 FROM bids.bid WHERE tender_id = $1 AND expert_account_id = $2 AND coalesce(inviter_company_id, invited_by) = $3
         AND status IN ('Pending', 'Accepted')`,
      [tenderId, expertAccountId, inviterCompanyId ?? invitedBy],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Inserts a Pending invitation; a concurrent duplicate (the partial unique index) is a 409. */
  async insert(
    manager: EntityManager,
    input: {
      tenderId: string;
      expertAccountId: string;
      invitedBy: string;
      inviterCompanyId: string | null;
      workspaceId: string | null;
      message: string | null;
    },
  ): Promise<string> {
    try {
      const [{ id }] = (await manager.query(
        `INSERT INTO bids.bid (tender_id, expert_account_id, invited_by, inviter_company_id, workspace_id, message)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [input.tenderId, input.expertAccountId, input.invitedBy, input.inviterCompanyId, input.workspaceId, input.message],
      )) as Array<{ id: string }>;
      return id;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new DuplicateInvitationError();
      throw error;
    }
  }

  async answer(manager: EntityManager, id: string, status: Exclude<BidStatus, 'Pending'>): Promise<void> {
    await manager.query(`UPDATE bids.bid SET status = $2, answered_at = now() WHERE id = $1`, [id, status]);
  }
}
