import { AbstractLogger, LogLevel, LogMessage, QueryRunner } from 'typeorm';

/**
 * Records every SQL statement per data source while enabled. Tests use it to prove that no service's
 * code touches another service's schema. Disabled (and free) in normal runs.
 */
export class QueryAudit {
  private static recording = false;
  private static readonly statements = new Map<string, string[]>();

  static start(): void {
    QueryAudit.statements.clear();
    QueryAudit.recording = true;
  }

  static stop(): Map<string, string[]> {
    QueryAudit.recording = false;
    return new Map(QueryAudit.statements);
  }

  static record(source: string, sql: string): void {
    if (!QueryAudit.recording) return;
    const list = QueryAudit.statements.get(source) ?? [];
    list.push(sql);
    QueryAudit.statements.set(source, list);
  }
}

/** TypeORM logger that feeds {@link QueryAudit} and reports slow queries and errors through `warn`. */
export class AuditingQueryLogger extends AbstractLogger {
  constructor(
    private readonly source: string,
    private readonly warn: (message: string) => void,
  ) {
    super(['error', 'warn']);
  }

  override logQuery(query: string): void {
    QueryAudit.record(this.source, query);
  }

  override logQueryError(error: string | Error, query: string): void {
    QueryAudit.record(this.source, query);
    this.warn(`[${this.source}] query failed: ${error instanceof Error ? error.message : error} -- ${query.slice(0, 300)}`);
  }

  override logQuerySlow(time: number, query: string): void {
    this.warn(`[${this.source}] slow query (${time} ms): ${query.slice(0, 300)}`);
  }

  protected override writeLog(level: LogLevel, logMessage: LogMessage | LogMessage[], _queryRunner?: QueryRunner): void {
    const messages = Array.isArray(logMessage) ? logMessage : [logMessage];
    if (level === 'warn' || level === 'error') for (const m of messages) this.warn(`[${this.source}] ${String(m.message)}`);
  }
}
