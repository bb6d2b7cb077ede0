import type { ConsumerRecord, DeadLetterRecord, HealthReport, OutboxRecord, ServiceHealthRecord } from '@jointly/contracts';
import { SERVICE_NAMES, type ServiceName } from '@jointly/common/config';
import {
  UpstreamOpsError,
  serviceHealthRecords,
  splitOpsId,
  type OpsCaller,
  type OpsDeadLetterFilter,
  type OpsSource,
} from '@jointly/common/ops';

const TIMEOUT_MS = 10_000;

/**
 * Proxy mode: the ops resources from each service's /api/ops/<service>/… (the admin's token forwarded), merged.
 * A service that does not answer is left out of lists (its health says down); a service's error answer is passed on.
 */
export class RemoteOpsSource implements OpsSource {
  constructor(private readonly serviceUrls: Partial<Record<ServiceName, string>>) {}

  private services(): ServiceName[] {
    return SERVICE_NAMES.filter((s) => this.serviceUrls[s]);
  }

  private async call<T>(service: string, path: string, caller: OpsCaller, method: 'GET' | 'POST' = 'GET'): Promise<T> {
    const url = `${this.serviceUrls[service as ServiceName]}/api/ops/${service}/${path}`;
    let response: Response;
    try {
      response = await fetch(url, { method, headers: { authorization: caller.authorization }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new UpstreamOpsError(
        502,
        'EDGE.UPSTREAM_UNAVAILABLE',
        `The ${service} service is not answering right now (${describe(error)}).`,
      );
    }
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    if (!response.ok)
      throw new UpstreamOpsError(
        response.status,
        body?.code ?? 'EDGE.UPSTREAM_ERROR',
        body?.message ?? `${service} answered ${response.status}.`,
      );
    return body as T;
  }

  /** Every answering service's list, merged. */
  private async gather<T>(caller: OpsCaller, path: string, services: string[] = this.services()): Promise<T[]> {
    const lists = await Promise.all(services.map((s) => this.call<T[]>(s, path, caller).catch(() => [] as T[])));
    return lists.flat();
  }

  async deadLetters(filter: OpsDeadLetterFilter, caller: OpsCaller): Promise<DeadLetterRecord[]> {
    const query = new URLSearchParams();
    if (filter.status) query.set('status', filter.status);
    if (filter.consumer) query.set('consumer', filter.consumer);
    const services = filter.service ? this.services().filter((s) => s === filter.service) : this.services();
    return this.gather<DeadLetterRecord>(caller, `dead-letters${query.size ? `?${query}` : ''}`, services);
  }

  deadLetter(id: string, caller: OpsCaller): Promise<DeadLetterRecord> {
    const { service, localId } = splitOpsId(id, this.services());
    return this.call(service, `dead-letters/${encodeURIComponent(localId)}`, caller);
  }

  replay(id: string, caller: OpsCaller): Promise<DeadLetterRecord> {
    const { service, localId } = splitOpsId(id, this.services());
    return this.call(service, `dead-letters/${encodeURIComponent(localId)}/replay`, caller, 'POST');
  }

  discard(id: string, caller: OpsCaller): Promise<DeadLetterRecord> {
    const { service, localId } = splitOpsId(id, this.services());
    return this.call(service, `dead-letters/${encodeURIComponent(localId)}/discard`, caller, 'POST');
  }

  async outboxes(caller: OpsCaller): Promise<OutboxRecord[]> {
    const answers = await Promise.all(this.services().map((s) => this.call<OutboxRecord>(s, 'outbox', caller).catch(() => null)));
    return answers.filter((a): a is OutboxRecord => a !== null);
  }

  consumers(caller: OpsCaller): Promise<ConsumerRecord[]> {
    return this.gather<ConsumerRecord>(caller, 'consumers');
  }

  /** Each service's public /health (as /api/health merges it in proxy mode); unreachable → down. */
  async serviceHealth(): Promise<ServiceHealthRecord[]> {
    return Promise.all(
      this.services().map(async (service): Promise<ServiceHealthRecord> => {
        const url = this.serviceUrls[service]!;
        try {
          const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(3000) });
          const report = (await response.json()) as HealthReport;
          const own = serviceHealthRecords(report, () => url).find((r) => r.id === service);
          return own ?? { id: service, status: 'down', url, version: report.version, checks: [] };
        } catch (error) {
          return {
            id: service,
            status: 'down',
            url,
            version: 'unknown',
            checks: [{ name: 'reachable', status: 'down', detail: describe(error) }],
          };
        }
      }),
    );
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
