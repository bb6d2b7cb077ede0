import { LoggerService } from '@nestjs/common';
import type { LogLevel } from '../config';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/**
 * Structured logs: one JSON object per line on stdout (errors on stderr) with time, level, service, context and,
 * where known, the request id. Nest's `Logger` calls land here once installed with `app.useLogger()`.
 */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly service: string,
    private readonly level: LogLevel = 'info',
    private readonly write: (line: string, level: LogLevel) => void = (line, level) =>
      (level === 'error' ? process.stderr : process.stdout).write(line + '\n'),
  ) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.emit('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.emit('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.emit('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }

  private emit(level: LogLevel, message: unknown, rest: unknown[]): void {
    if (RANK[level] < RANK[this.level]) return;
    // Nest passes the context as the last string argument, and for errors a stack before it.
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const record: Record<string, unknown> = { time: new Date().toISOString(), level, service: this.service };
    if (context) record.context = context;
    if (message !== null && typeof message === 'object' && !(message instanceof Error)) Object.assign(record, message);
    else record.msg = message instanceof Error ? message.message : String(message);
    if (message instanceof Error && message.stack) record.stack = message.stack;
    const stack = rest.find((r) => typeof r === 'string' && r.includes('\n    at '));
    if (stack) record.stack = stack;
    this.write(JSON.stringify(record), level);
  }
}
