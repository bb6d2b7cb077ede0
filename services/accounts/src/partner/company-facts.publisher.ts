import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntitySubscriberInterface, InsertEvent, UpdateEvent } from 'typeorm';
import { AccountEvents, type CompanyFacts } from '@jointly/contracts';
import { OutboxService, createEvent } from '@jointly/common/events';
import { CERTIFICATIONS, SERVICE_CATEGORIES } from '../enums/platform-enums';
import { Partner } from './partner.entity';

/** The partner columns eligibility scores with. */
const FACT_COLUMNS = ['serviceCategories', 'regions', 'certifications', 'annualTurnover', 'employees', 'yearsTrading'] as const;

/** The evidence a company's uploaded documents give: the certifications certificates were uploaded for, financial accounts. */
export interface CompanyEvidence {
  certificationIds: string[];
  turnoverEvidenced: boolean;
}

export const NO_EVIDENCE: CompanyEvidence = { certificationIds: [], turnoverEvidenced: false };

const sameEvidence = (a: CompanyEvidence, b: CompanyEvidence): boolean =>
  a.turnoverEvidenced === b.turnoverEvidenced && a.certificationIds.join('\n') === b.certificationIds.join('\n');

/** The company's evidence now (documents uploaded for it with purpose certificate or financial-accounts). */
export async function companyEvidenceOf(manager: EntityManager, companyId: string): Promise<CompanyEvidence> {
  const [row] = (await manager.query(
    `SELECT coalesce(array_agg(DISTINCT certification_id ORDER BY certification_id) FILTER (WHERE purpose = 'certificate'), '{}') AS "certificationIds",
            coalesce(bool_or(purpose = 'financial-accounts'), false) AS "turnoverEvidenced"
       FROM accounts.stored_file WHERE company_id = $1 AND purpose IN ('certificate', 'financial-accounts')`,
    [companyId],
  )) as CompanyEvidence[];
  return row ?? NO_EVIDENCE;
}

/**
 * A company's facts in scoring terms: service category ids → their CPV codes, certification ids → their names (the
 * profile's, and those its uploaded certificates evidence).
 */
export function companyFactsOf(
  partner: Pick<Partner, (typeof FACT_COLUMNS)[number]>,
  evidence: CompanyEvidence = NO_EVIDENCE,
): CompanyFacts {
  const cpv = new Map<string, readonly string[]>(SERVICE_CATEGORIES.map((c) => [c.id, c.cpv]));
  const certification = new Map<string, string>(CERTIFICATIONS.map((c) => [c.id, c.label]));
  return {
    serviceCategories: [...new Set((partner.serviceCategories ?? []).flatMap((id) => cpv.get(id) ?? []))],
    regions: [...(partner.regions ?? [])],
    certifications: (partner.certifications ?? []).map((id) => certification.get(id) ?? id),
    annualTurnover: partner.annualTurnover ?? null,
    staffCount: partner.employees ?? null,
    yearsTrading: partner.yearsTrading ?? null,
    evidencedCertifications: evidence.certificationIds.map((id) => certification.get(id) ?? id),
    turnoverEvidenced: evidence.turnoverEvidenced,
  };
}

/**
 * Publishes CompanyFactsChanged (the whole set, uploaded evidence included) in the transaction of every save of a
 * partner row that creates it or changes one of its facts, whichever use case saves it (company profile, business
 * information, partner update, admin edit), and of every upload or delete of a document that changes the company's
 * evidence (lockEvidence, then publishIfEvidenceChanged): eligibility keeps its read model of companies' facts from it.
 * Every writer holds the partner row's lock while it reads the facts it publishes, so the newest event has them all.
 */
@Injectable()
export class CompanyFactsPublisher implements EntitySubscriberInterface<Partner>, OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('CompanyFactsPublisher');

  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  /** On start: the companies a migration left to publish (see publishPending); a failure is retried on the next start. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      const published = await this.publishPending();
      if (published) this.logger.log(`published the facts of ${published} companies a migration changed`);
    } catch (error) {
      this.logger.warn(`publishing the facts a migration changed failed; retried on the next start: ${(error as Error).message}`);
    }
  }

  /**
   * Publishes the facts of every company listed in `company_facts_pending` (by a migration that changed them), 100 per
   * transaction, each row removed with its event; replicas starting together take different rows (SKIP LOCKED).
   * Answers how many it published.
   */
  async publishPending(): Promise<number> {
    let published = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (manager) => {
        const [rows] = (await manager.query(
          `DELETE FROM accounts.company_facts_pending WHERE company_id IN (
             SELECT company_id FROM accounts.company_facts_pending ORDER BY company_id LIMIT 100 FOR UPDATE SKIP LOCKED)
           RETURNING company_id`,
        )) as [Array<{ company_id: string }>, number];
        for (const { company_id: companyId } of rows) {
          const partner = await manager.findOne(Partner, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
          if (partner) await this.publish(manager, partner);
        }
        return rows.length;
      });
      published += done;
      if (done < 100) return published;
    }
  }

  listenTo(): typeof Partner {
    return Partner;
  }

  async afterInsert(event: InsertEvent<Partner>): Promise<void> {
    await this.publish(event.manager, event.entity);
  }

  async afterUpdate(event: UpdateEvent<Partner>): Promise<void> {
    const changed = event.updatedColumns.some((column) => (FACT_COLUMNS as readonly string[]).includes(column.propertyName));
    if (changed && event.entity) await this.publish(event.manager, event.entity as Partner);
  }

  /**
   * Locks the company (its partner row, as a profile edit does) for the rest of the transaction and answers its
   * evidence before an upload or delete changes it; null when the company does not exist (nothing to publish).
   */
  async lockEvidence(manager: EntityManager, companyId: string): Promise<CompanyEvidence | null> {
    const [locked] = (await manager.query(`SELECT id FROM accounts.partner WHERE id = $1 FOR UPDATE`, [companyId])) as unknown[];
    return locked ? companyEvidenceOf(manager, companyId) : null;
  }

  /** After lockEvidence and the write: publishes the company's facts when its evidence changed (a duplicate certificate changes nothing). */
  async publishIfEvidenceChanged(manager: EntityManager, companyId: string, before: CompanyEvidence, actorId: string): Promise<void> {
    const after = await companyEvidenceOf(manager, companyId);
    if (sameEvidence(before, after)) return;
    const partner = await manager.findOne(Partner, { where: { id: companyId } });
    if (partner) await this.publish(manager, partner, after, actorId);
  }

  private async publish(
    manager: EntityManager,
    partner: Partner,
    evidence?: CompanyEvidence,
    actorId: string | null = null,
  ): Promise<void> {
    const facts = companyFactsOf(partner, evidence ?? (await companyEvidenceOf(manager, partner.id)));
    await this.outbox.add(
      manager,
      createEvent(AccountEvents.CompanyFactsChanged, { aggregateId: partner.id, actorId, payload: { companyId: partner.id, facts } }),
    );
  }
}
