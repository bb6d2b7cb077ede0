import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  BillingEvents,
  TenderEvents,
  defaultPlanLimits,
  type CompanyPlanChanged,
  type EventEnvelope,
  type PlanLimits,
  type TenderSummary,
} from '@jointly/contracts';
import { createEvent, EVENT_TRANSPORT, topicOf, type EventTransport } from '../events';
import { eventually } from './eventually';

/** Envelopes of one type in `<schema>.outbox_message`, oldest first (what a handler published). */
export async function outboxEnvelopes<P = any>(db: DataSource, schema: string, type: string): Promise<Array<EventEnvelope<P>>> {
  const rows = (await db.query(`SELECT envelope FROM ${schema}.outbox_message WHERE type = $1 ORDER BY seq`, [type])) as Array<{
    envelope: EventEnvelope<P>;
  }>;
  return rows.map((row) => row.envelope);
}

/** A tender as the tenders events carry it: an open home-care tender in the North East, closing in 30 days. */
export function aTenderSummary(overrides: Partial<TenderSummary> = {}): TenderSummary {
  const tenderId = overrides.tenderId ?? randomUUID();
  return {
    tenderId,
    ocid: `ocds-test-${tenderId.slice(0, 8)}`,
    title: 'Domiciliary care services',
    buyerName: 'Durham County Council',
    status: 'active',
    value: 250_000,
    currency: 'GBP',
    closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    cpvCodes: ['85311000'],
    regions: ['North East'],
    ...overrides,
  };
}

/** CompanyPlanChanged as billing publishes it when an admin moves a company to a plan (limits: the plan's). */
export function aCompanyPlanChange(
  companyId: string,
  planCode: string,
  limits: Partial<PlanLimits> = {},
): EventEnvelope<CompanyPlanChanged> {
  return createEvent(BillingEvents.CompanyPlanChanged, {
    aggregateId: companyId,
    payload: { companyId, planCode, previousPlanCode: null, limits: { ...defaultPlanLimits(planCode), ...limits } },
  });
}

/**
 * Publishes a tender (TenderPublished) on the app's event transport and waits until eligibility keeps its summary: the
 * start of every journey that rates providers against a tender in an app holding the eligibility module.
 */
export async function publishTenderToEligibility(app: INestApplication, tender: TenderSummary): Promise<void> {
  const published = createEvent(TenderEvents.TenderPublished, { aggregateId: tender.tenderId, payload: tender });
  await app.get<EventTransport>(EVENT_TRANSPORT).publish([{ topic: topicOf(published), key: published.aggregateId, envelope: published }]);
  const eligibility = app.get<DataSource>(getDataSourceToken('eligibility'));
  await eventually(
    'the tender in eligibility',
    async () =>
      ((await eligibility.query('SELECT 1 FROM eligibility.tender_summary WHERE tender_id = $1', [tender.tenderId])) as unknown[]).length >
      0,
    30_000,
  );
}
