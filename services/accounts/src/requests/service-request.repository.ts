import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** `accounts.service_request`: Tender Writer and tender requests. */
@Injectable()
export class ServiceRequestRepository {
  constructor(@InjectDataSource('accounts') readonly dataSource: DataSource) {}

  async insert(
    manager: EntityManager,
    request: { accountId: string; kind: 'tender-writer' | 'tender'; tenderId: string | null; details: string | null },
  ): Promise<string> {
    const [row] = (await manager.query(
      'INSERT INTO accounts.service_request (account_id, kind, tender_id, details) VALUES ($1, $2, $3, $4) RETURNING id',
      [request.accountId, request.kind, request.tenderId, request.details],
    )) as Array<{ id: string }>;
    return row.id;
  }
}
