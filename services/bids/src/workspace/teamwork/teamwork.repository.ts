import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { WorkspaceActivityView, WorkspaceSection, WorkspaceStatus, WorkspaceVersionView } from '@jointly/contracts';
import { TooManyVersionsError, VersionNotFoundError } from './teamwork.errors';

/** Saved versions per workspace: each holds the whole text, so members cannot grow the table without bound. */
export const MAX_VERSIONS = 2000;

type Db = DataSource | EntityManager;

/** What a saved version holds: the workspace's words and structure at that moment. */
export interface WorkspaceSnapshot {
  name: string;
  description: string | null;
  status: WorkspaceStatus;
  sections: WorkspaceSection[];
}

/** The activity log and the saved versions of workspaces. */
@Injectable()
export class TeamworkRepository {
  constructor(@InjectDataSource('bids') readonly dataSource: DataSource) {}

  async logActivity(
    manager: EntityManager,
    workspaceId: string,
    actor: string,
    entries: Array<{ kind: string; data: object }>,
  ): Promise<void> {
    for (const entry of entries)
      await manager.query(
        `INSERT INTO bids.workspace_activity (workspace_id, actor_account_id, kind, data) VALUES ($1, $2, $3, $4::jsonb)`,
        [workspaceId, actor, entry.kind, JSON.stringify(entry.data)],
      );
  }

  async activity(workspaceId: string, limit: number, before: string | null): Promise<WorkspaceActivityView[]> {
    const rows = (await this.dataSource.query(
      `SELECT a.id::text AS id, a.actor_account_id AS "accountId", d.name, a.kind, a.data, a.at
         FROM bids.workspace_activity a LEFT JOIN bids.account_directory d ON d.account_id = a.actor_account_id
        WHERE a.workspace_id = $1 AND ($2::bigint IS NULL OR a.id < $2::bigint)
        ORDER BY a.id DESC LIMIT $3`,
      [workspaceId, before, limit],
    )) as Array<{ id: string; accountId: string; name: string | null; kind: string; data: Record<string, unknown>; at: Date }>;
    return rows.map((r) => ({
      id: r.id,
      actor: { accountId: r.accountId, name: r.name },
      kind: r.kind,
      data: r.data,
      at: r.at.toISOString(),
    }));
  }

  /** Saves a version (the caller holds the workspace row lock, so numbers follow one another). */
  async saveVersion(
    manager: EntityManager,
    workspaceId: string,
    input: {
      name: string | null;
      reason: WorkspaceVersionView['reason'];
      snapshot: WorkspaceSnapshot;
      createdBy: string;
      /** The section whose editing made an automatic version. */
      sectionId?: string | null;
    },
  ): Promise<WorkspaceVersionView> {
    const [{ n }] = (await manager.query('SELECT count(*)::int AS n FROM bids.workspace_version WHERE workspace_id = $1', [
      workspaceId,
    ])) as Array<{
      n: number;
    }>;
    if (n >= MAX_VERSIONS) throw new TooManyVersionsError(MAX_VERSIONS);
    const [row] = (await manager.query(
      `INSERT INTO bids.workspace_version (workspace_id, number, name, reason, snapshot, created_by, section_id)
       VALUES ($1, (SELECT coalesce(max(number), 0) + 1 FROM bids.workspace_version WHERE workspace_id = $1), $2, $3, $4::jsonb, $5, $6)
       RETURNING id, number, name, reason, created_by AS "createdBy", created_at AS "createdAt"`,
      [workspaceId, input.name, input.reason, JSON.stringify(input.snapshot), input.createdBy, input.sectionId ?? null],
    )) as Array<Omit<WorkspaceVersionView, 'createdAt'> & { createdAt: Date }>;
    return { ...row, createdAt: row.createdAt.toISOString() };
  }

  async versions(workspaceId: string): Promise<WorkspaceVersionView[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, number, name, reason, created_by AS "createdBy", created_at AS "createdAt"
         FROM bids.workspace_version WHERE workspace_id = $1 ORDER BY number DESC`,
      [workspaceId],
    )) as Array<Omit<WorkspaceVersionView, 'createdAt'> & { createdAt: Date }>;
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }

  /** A version's snapshot, or 404. */
  async snapshot(workspaceId: string, number: number, db: Db = this.dataSource): Promise<WorkspaceSnapshot> {
    const rows = (await db.query(`SELECT snapshot FROM bids.workspace_version WHERE workspace_id = $1 AND number = $2`, [
      workspaceId,
      number,
    ])) as Array<{ snapshot: WorkspaceSnapshot }>;
    if (!rows[0]) throw new VersionNotFoundError(number);
    return rows[0].snapshot;
  }
}
