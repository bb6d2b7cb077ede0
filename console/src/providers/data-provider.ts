import simpleRestProvider from 'ra-data-simple-rest';
import type { AddTenderCriteriaResult, TenderCriteriaPreview, TenderCriteriaSearchResult, TenderRequirement } from '@jointly/contracts';
import { HttpError, type DataProvider, type Identifier, type RaRecord, type UpdateParams } from 'react-admin';
import { API_BASE, httpClient } from './http-client';
import { readSession } from './session-store';
import { tenderUpdateRequest } from './tender-update';

const ADMIN_BASE = `${API_BASE}/admin`;

const base = simpleRestProvider(ADMIN_BASE, httpClient);

const recordUrl = (resource: string, id: Identifier) => `${ADMIN_BASE}/${resource}/${encodeURIComponent(String(id))}`;

/** The server's message for a failed call (the error body is { statusCode, code, message }). */
export function serverMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | undefined;
    const message = Array.isArray(body?.message) ? body.message.join(' ') : body?.message;
    return typeof message === 'string' && message ? message : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A dead letter's two actions: POST /api/admin/dead-letters/:id/replay and …/discard answer the updated record. */
export type DeadLetterAction = 'replay' | 'discard';

/** A tender's (or lot's) criteria as the console edits them. */
export interface TenderCriteriaInput {
  tender: string;
  lot: string | null;
  requirements: TenderRequirement[];
}

export interface ConsoleDataProvider extends DataProvider {
  deadLetterAction(id: Identifier, action: DeadLetterAction): Promise<{ data: RaRecord }>;
  /** GET /api/tender-criteria/search?tender[0]=…: the tender's criteria per lot (added, else derived). */
  tenderCriteria(tenderId: string): Promise<TenderCriteriaSearchResult>;
  /** POST /api/tender-criteria/preview: how many providers would move band; nothing is saved. */
  previewTenderCriteria(input: TenderCriteriaInput): Promise<TenderCriteriaPreview>;
  /** POST /api/tender-criteria/add: saves them (audited; the tender is re-rated). */
  saveTenderCriteria(input: TenderCriteriaInput): Promise<AddTenderCriteriaResult>;
  /** POST /api/admin/invoices/:id/mark-paid or …/void (with the reason): the updated invoice. */
  invoiceAction(id: Identifier, action: 'mark-paid' | 'void', reason?: string): Promise<{ data: RaRecord }>;
  /** GET /api/admin/invoices/:id/pdf as a Blob. */
  invoicePdf(id: Identifier): Promise<Blob>;
}

const postJson = async <T>(url: string, body: unknown): Promise<T> =>
  (await httpClient(url, { method: 'POST', body: JSON.stringify(body) })).json as T;

async function updateTender(params: UpdateParams): Promise<{ data: RaRecord }> {
  const { body, multipart } = tenderUpdateRequest(params.data as Record<string, unknown>);
  // For FormData no Content-Type is set here: fetch adds multipart/form-data with its boundary.
  const headers = new Headers({ Accept: 'application/json' });
  if (!multipart) headers.set('Content-Type', 'application/json');
  const { json } = await httpClient(recordUrl('tenders', params.id), { method: 'PUT', body, headers });
  return { data: json as RaRecord };
}

/**
 * The admin resources speak the ra-data-simple-rest dialect under /api/admin (Content-Range, filter={"id":[…]});
 * tenders are updated with only their editable fields, as multipart when the form attached documents; dead
 * letters have their replay and discard actions.
 */
export const dataProvider: ConsoleDataProvider = {
  ...base,
  update: <RecordType extends RaRecord = RaRecord>(resource: string, params: UpdateParams) =>
    (resource === 'tenders' ? updateTender(params) : base.update(resource, params)) as Promise<{ data: RecordType }>,
  async deadLetterAction(id, action) {
    const { json } = await httpClient(`${recordUrl('dead-letters', id)}/${action}`, { method: 'POST' });
    return { data: json as RaRecord };
  },
  async tenderCriteria(tenderId) {
    const query = new URLSearchParams({ 'tender[0]': tenderId, limit: '100' });
    return (await httpClient(`${API_BASE}/tender-criteria/search?${query}`)).json as TenderCriteriaSearchResult;
  },
  previewTenderCriteria: (input) => postJson<TenderCriteriaPreview>(`${API_BASE}/tender-criteria/preview`, input),
  saveTenderCriteria: (input) => postJson<AddTenderCriteriaResult>(`${API_BASE}/tender-criteria/add`, input),
  async invoiceAction(id, action, reason) {
    const { json } = await httpClient(`${recordUrl('invoices', id)}/${action}`, {
      method: 'POST',
      body: action === 'void' ? JSON.stringify({ reason }) : undefined,
    });
    return { data: json as RaRecord };
  },
  async invoicePdf(id) {
    const token = readSession()?.accessToken;
    const response = await fetch(`${recordUrl('invoices', id)}/pdf`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw new HttpError('The PDF could not be downloaded.', response.status);
    return response.blob();
  },
};
