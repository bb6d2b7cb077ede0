import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PlanLimits, PlanView } from '@jointly/contracts';
import { NotFoundError } from '@jointly/common/errors';

interface PlanRow {
  code: string;
  name: string;
  price_pence: number;
  limits: PlanLimits;
  sort_order: number;
  active: boolean;
}

const toView = (r: PlanRow): PlanView => ({
  code: r.code,
  name: r.name,
  pricePence: r.price_pence,
  limits: r.limits,
  sortOrder: r.sort_order,
  active: r.active,
});

export class PlanNotFoundError extends NotFoundError {
  constructor(code: string) {
    super(`Plan ${code} not found.`, 'PLAN.NOT_FOUND');
  }
}

@Injectable()
export class PlanRepository {
  constructor(@InjectDataSource('billing') readonly dataSource: DataSource) {}

  async list(manager: EntityManager = this.dataSource.manager): Promise<PlanView[]> {
    const rows = (await manager.query('SELECT * FROM billing.plan ORDER BY sort_order, code')) as PlanRow[];
    return rows.map(toView);
  }

  async get(code: string, manager: EntityManager = this.dataSource.manager, forUpdate = false): Promise<PlanView> {
    const [row] = (await manager.query(`SELECT * FROM billing.plan WHERE code = $1${forUpdate ? ' FOR UPDATE' : ''}`, [code])) as PlanRow[];
    if (!row) throw new PlanNotFoundError(code);
    return toView(row);
  }

  async update(manager: EntityManager, plan: PlanView): Promise<void> {
    await manager.query(
      `UPDATE billing.plan SET name = $2, price_pence = $3, limits = $4::jsonb, sort_order = $5, active = $6, updated_at = now() WHERE code = $1`,
      [plan.code, plan.name, plan.pricePence, JSON.stringify(plan.limits), plan.sortOrder, plan.active],
    );
  }
}
