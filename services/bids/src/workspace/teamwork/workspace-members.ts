import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { assertCanEditWorkspace } from '../workspace-rules';
import { WorkspaceRepository, type WorkspaceRow } from '../workspace.repository';
import { NotAWorkspaceMemberError } from './teamwork.errors';

type Db = DataSource | EntityManager;

/** Who belongs to a workspace: reading it through the teamwork routes, and checking assignees and mentions. */
@Injectable()
export class WorkspaceMembers {
  constructor(private readonly workspaces: WorkspaceRepository) {}

  /** The workspace when the caller is one of its members (404 unknown, 403 outsiders, admins included). */
  async readable(caller: AuthenticatedUser, id: string, db?: Db): Promise<WorkspaceRow> {
    const workspace = await this.workspaces.get(id, db);
    assertCanEditWorkspace(
      caller,
      workspace,
      workspace.experts.map((e) => e.accountId),
    );
    return workspace;
  }

  /**
   * 400 unless every account is a member: an account of the workspace's company (its owner, without one), of a
   * company of its consortium, or an expert who accepted a linked invitation (the account directory knows them).
   */
  async assertMembers(db: Db, workspace: WorkspaceRow, field: string, accountIds: readonly string[]): Promise<void> {
    if (!accountIds.length) return;
    const companies = [...(workspace.companyId ? [workspace.companyId] : []), ...workspace.consortiumCompanyIds];
    const rows = (await db.query(
      `SELECT account_id AS id FROM bids.account_directory
        WHERE account_id = ANY($1::uuid[])
          AND (company_id = ANY($2::uuid[]) OR account_id = ANY($3::uuid[]) OR ($4::uuid IS NULL AND account_id = $5))`,
      [accountIds, companies, workspace.experts.map((e) => e.accountId), workspace.companyId, workspace.ownerAccountId],
    )) as Array<{ id: string }>;
    const known = new Set(rows.map((r) => r.id));
    const outsider = accountIds.find((id) => !known.has(id));
    if (outsider) throw new NotAWorkspaceMemberError(field, outsider);
  }

  /** Everyone who writes in the workspace (as the account directory knows them), by name. */
  async list(
    workspace: WorkspaceRow,
    db: Db = this.workspaces.dataSource,
  ): Promise<Array<{ accountId: string; name: string | null; companyName: string | null }>> {
    const companies = [...(workspace.companyId ? [workspace.companyId] : []), ...workspace.consortiumCompanyIds];
    return (await db.query(
      `SELECT account_id AS "accountId", name, company_name AS "companyName" FROM bids.account_directory
        WHERE company_id = ANY($1::uuid[]) OR account_id = ANY($2::uuid[]) OR ($3::uuid IS NULL AND account_id = $4)
        ORDER BY name NULLS LAST, account_id LIMIT 500`,
      [companies, workspace.experts.map((e) => e.accountId), workspace.companyId, workspace.ownerAccountId],
    )) as Array<{ accountId: string; name: string | null; companyName: string | null }>;
  }

  /** The account's display name from the directory. */
  async nameOf(db: Db, accountId: string): Promise<string | null> {
    const rows = (await db.query('SELECT name FROM bids.account_directory WHERE account_id = $1', [accountId])) as Array<{
      name: string | null;
    }>;
    return rows[0]?.name ?? null;
  }
}
