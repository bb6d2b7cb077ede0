import { isIP } from 'node:net';
import * as path from 'node:path';

/** The domain services; each owns the PostgreSQL schema of the same name. */
export const SERVICE_NAMES = ['accounts', 'tenders', 'consortiums', 'eligibility', 'bids', 'notifications', 'messages', 'billing'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Default port of each service when it runs as its own process (distributed mode). */
/**
 * Default of PASSWORD_CHECKS_PER_SECOND: above the 40 sign-ins a second a process must serve (issue 11), low enough that
 * a flood of them leaves reads about 0.8 of their pace on 2 cores (`npm run bench:auth`).
 */
export const PASSWORD_CHECKS_PER_SECOND = 45;
/** Default of REFRESH_REUSE_GRACE_SECONDS: long enough for two tabs refreshing together, too short to matter to a thief. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export const SERVICE_PORTS: Record<ServiceName, number> = {
  accounts: 3001,
  tenders: 3002,
  consortiums: 3003,
  eligibility: 3004,
  bids: 3005,
  notifications: 3006,
  messages: 3007,
  billing: 3008,
};

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type EdgeMode = 'all-in-one' | 'proxy';

/** Validated process configuration. Built once at start by {@link loadConfig}; nothing else reads process.env. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset means: start an embedded PostgreSQL under dataDir. */
  databaseUrl?: string;
  /** Empty means: events travel in-process (outbox relay to local consumers). */
  kafkaBrokers: string[];
  /** Prefix of every topic and consumer group, so several deployments can share a broker. */
  kafkaNamespace?: string;
  /** Unset means: mail is written as .eml files under dataDir/mail. */
  smtpUrl?: string;
  mailFrom: string;
  /** Where contact messages and tender requests for the platform team are sent. */
  platformInboxEmail: string;
  publicUrl: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /**
   * Seconds after a refresh token's use in which presenting it again (a second tab refreshing at the same moment)
   * answers the same new pair instead of counting as reuse (RFC 9700 §4.14.2); later reuse still revokes the session.
   */
  refreshReuseGraceSeconds: number;
  /**
   * Password hashes (sign-ins, password changes) started per second per process at most; 0: no cap. A login flood is
   * held to this rate (the rest wait, a bounded queue, then 429) so other requests keep their pace.
   */
  passwordChecksPerSecond: number;
  jwtPrivateKey?: string;
  jwtPublicKey?: string;
  /**
   * AES-256 key (32 bytes, base64) that seals one-time codes in OtpIssued events for their one consumer (the code
   * mail). Unset: a development key generated under DATA_DIR/keys; required when NODE_ENV=production.
   */
  otpCodeKey?: Buffer;
  adminEmail?: string;
  adminPassword?: string;
  seedDemoData: boolean;
  demoDataPaths: string[];
  /** OCDS feeds the tenders service polls (release-package endpoints with paging). */
  tenderFeedUrls: string[];
  tenderFeedPollSeconds: number;
  /** Search results kept in memory per process (0: no cache); invalidated whenever a tender changes. */
  tenderSearchCacheEntries: number;
  /** Default (open-tender) searches answered from an in-process index kept current from tender changes. */
  tenderSearchIndex: boolean;
  /**
   * Broad searches over every status (includeAll, status=) page by the sort's index walk or rank a block sample instead
   * of scanning every match for candidates (false: the candidate scan for every search, as before).
   */
  tenderSearchBroad: boolean;
  /** A read replica for search queries (tenders); unset: searches read DATABASE_URL's database. */
  databaseReadUrl?: string;
  /** Messages: an unread message older than this (minutes) is mailed to the person in one digest per conversation burst. */
  messageDigestDelayMinutes: number;
  /**
   * Billing: Stripe secret key; card payment (Stripe Checkout) is offered only when it is set, and then
   * STRIPE_WEBHOOK_SECRET (the endpoint's signing secret) is required too.
   */
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Billing: VAT rate applied to new invoices, in percent (20: the UK standard rate). */
  billingVatPercent: number;
  /** Billing: days between an invoice's issue and its due date. */
  invoiceDueDays: number;
  logLevel: LogLevel;
  /**
   * A request slower than this (ms) is logged as a warning with the event loop's longest stall meanwhile, and an
   * event-loop stall this long as it ends (SLOW_REQUEST_MS, 0: neither).
   */
  slowRequestMs: number;
  edgeMode: EdgeMode;
  /** Proxy mode: base URL of each service. */
  serviceUrls: Partial<Record<ServiceName, string>>;
  nodeEnv: string;
  /**
   * Addresses or CIDR ranges of the proxies whose X-Forwarded-For / -Proto / -Host are believed; empty (the default)
   * means none: the client is the peer of the TCP connection, whatever headers it sends.
   */
  trustedProxies: string[];
  /** Origins (scheme://host[:port]) other sites may call the API from with credentials; PUBLIC_URL's is always allowed. */
  corsOrigins: string[];
  /** Bytes of uploaded documents one account may keep (accounts' files). */
  uploadQuotaBytes: number;
  /**
   * Bearer token Prometheus sends to GET /metrics (METRICS_TOKEN, 24+ characters). Unset: /metrics answers only
   * connections from the loopback interface (a scraper on the same host), everyone else gets 404.
   */
  metricsToken?: string;
  /** Where spans are exported (OTLP/HTTP JSON); unset: traces stay in the process (ids still travel with events). */
  otlpTracesEndpoint?: string;
}

/** A configuration value is missing or malformed; the message names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = str(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = str(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function brokers(env: Env): string[] {
  const raw = str(env, 'KAFKA_BROKERS');
  if (raw === undefined) return [];
  const list = raw
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  for (const broker of list) {
    if (!/^[\w.-]+:\d{1,5}$/.test(broker)) throw new ConfigError('KAFKA_BROKERS', `must be host:port[,host:port], got "${broker}"`);
  }
  return list;
}

function email(env: Env, name: string): string | undefined {
  const value = str(env, name);
  if (value !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value))
    throw new ConfigError(name, `must be an e-mail address, got "${value}"`);
  return value;
}

function namespace(env: Env): string | undefined {
  const value = str(env, 'KAFKA_NAMESPACE');
  if (value !== undefined && !/^[A-Za-z0-9_-]{1,60}$/.test(value)) {
    throw new ConfigError('KAFKA_NAMESPACE', `may only hold letters, digits, _ and - (at most 60), got "${value}"`);
  }
  return value;
}

function pem(env: Env, name: string, kind: 'PRIVATE' | 'PUBLIC'): string | undefined {
  const raw = str(env, name);
  if (raw === undefined) return undefined;
  const value = raw.replace(/\\n/g, '\n');
  if (!value.includes(`-----BEGIN ${kind} KEY-----`) && !value.includes(`-----BEGIN RSA ${kind} KEY-----`)) {
    throw new ConfigError(name, `must be a PEM ${kind.toLowerCase()} key`);
  }
  return value;
}

function proxies(env: Env): string[] {
  const list = (str(env, 'TRUSTED_PROXIES') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    if (version === 0 || rest.length > 0 || (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits)))
      throw new ConfigError('TRUSTED_PROXIES', `must be IP addresses or CIDR ranges (e.g. 10.0.0.2,172.28.0.0/16), got "${entry}"`);
  }
  return list;
}

function origins(env: Env): string[] {
  const list = (str(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return list.map((entry) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(entry);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== entry.replace(/\/+$/, ''))
      throw new ConfigError(
        'CORS_ORIGINS',
        `must be origins like https://console.example.org (scheme, host, port; no path), got "${entry}"`,
      );
    return parsed.origin;
  });
}

function aesKey(env: Env, name: string): Buffer | undefined {
  const raw = str(env, name);
  if (raw === undefined) return undefined;
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(raw) ? Buffer.from(raw, 'base64') : Buffer.alloc(0);
  if (key.length !== 32) throw new ConfigError(name, 'must be 32 random bytes in base64 (e.g. `openssl rand -base64 32`)');
  return key;
}

/**
 * Reads and validates the environment. Throws {@link ConfigError} naming the first bad variable;
 * entry points catch it, print the message and exit with status 1.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = int(env, 'PORT', 3000, 0, 65535);
  const dataDir = path.resolve(str(env, 'DATA_DIR') ?? '.data');
  const serviceUrls: Partial<Record<ServiceName, string>> = {};
  for (const service of SERVICE_NAMES) {
    const value = url(env, `${service.toUpperCase()}_URL`, ['http:', 'https:']);
    if (value) serviceUrls[service] = value.replace(/\/+$/, '');
  }
  const edgeMode = oneOf(env, 'EDGE_MODE', ['all-in-one', 'proxy'] as const, 'all-in-one');
  if (edgeMode === 'proxy') {
    for (const service of SERVICE_NAMES) {
      if (!serviceUrls[service]) throw new ConfigError(`${service.toUpperCase()}_URL`, 'is required when EDGE_MODE=proxy');
    }
  }
  const adminEmail = email(env, 'ADMIN_EMAIL');
  const adminPassword = str(env, 'ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 12) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be at least 12 characters long');
  }
  const accessTokenTtl = int(env, 'ACCESS_TOKEN_TTL', 900, 1, 86_400);
  const refreshTokenTtl = int(env, 'REFRESH_TOKEN_TTL', 30 * 86_400, 60, 365 * 86_400);
  if (refreshTokenTtl <= accessTokenTtl) {
    throw new ConfigError('REFRESH_TOKEN_TTL', `must be longer than ACCESS_TOKEN_TTL (${accessTokenTtl} s)`);
  }
  return {
    port,
    host: str(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    kafkaBrokers: brokers(env),
    kafkaNamespace: namespace(env),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: str(env, 'MAIL_FROM') ?? 'Jointly <no-reply@jointly.local>',
    platformInboxEmail: email(env, 'PLATFORM_INBOX_EMAIL') ?? 'team@jointly.local',
    publicUrl: (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    accessTokenTtl,
    refreshTokenTtl,
    refreshReuseGraceSeconds: int(env, 'REFRESH_REUSE_GRACE_SECONDS', REFRESH_REUSE_GRACE_SECONDS, 0, 60),
    passwordChecksPerSecond: int(env, 'PASSWORD_CHECKS_PER_SECOND', PASSWORD_CHECKS_PER_SECOND, 0, 100_000),
    jwtPrivateKey: pem(env, 'JWT_PRIVATE_KEY', 'PRIVATE'),
    jwtPublicKey: pem(env, 'JWT_PUBLIC_KEY', 'PUBLIC'),
    otpCodeKey: aesKey(env, 'OTP_CODE_KEY'),
    adminEmail,
    adminPassword,
    seedDemoData: bool(env, 'SEED_DEMO_DATA', true),
    demoDataPaths: (str(env, 'DEMO_DATA_PATHS') ?? '')
      .split(path.delimiter)
      .map((p) => p.trim())
      .filter(Boolean),
    tenderFeedUrls: (str(env, 'TENDER_FEED_URLS') ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean)
      .map((u, i) => {
        if (!/^https?:\/\//.test(u)) throw new ConfigError('TENDER_FEED_URLS', `entry ${i + 1} must be an http(s) URL, got "${u}"`);
        return u;
      }),
    tenderFeedPollSeconds: int(env, 'TENDER_FEED_POLL_SECONDS', 3600, 10, 7 * 86_400),
    tenderSearchCacheEntries: int(env, 'TENDER_SEARCH_CACHE_ENTRIES', 1000, 0, 100_000),
    tenderSearchIndex: bool(env, 'TENDER_SEARCH_INDEX', true),
    tenderSearchBroad: bool(env, 'TENDER_SEARCH_BROAD', true),
    databaseReadUrl: url(env, 'DATABASE_READ_URL', ['postgres:', 'postgresql:']),
    messageDigestDelayMinutes: int(env, 'MESSAGE_DIGEST_DELAY_MINUTES', 15, 1, 24 * 60),
    ...stripe(env),
    billingVatPercent: int(env, 'BILLING_VAT_PERCENT', 20, 0, 100),
    invoiceDueDays: int(env, 'INVOICE_DUE_DAYS', 30, 0, 365),
    logLevel: oneOf(env, 'LOG_LEVEL', ['debug', 'info', 'warn', 'error'] as const, 'info'),
    slowRequestMs: int(env, 'SLOW_REQUEST_MS', 2000, 0, 600_000),
    edgeMode,
    serviceUrls,
    nodeEnv: str(env, 'NODE_ENV') ?? 'development',
    trustedProxies: proxies(env),
    corsOrigins: origins(env),
    uploadQuotaBytes: int(env, 'UPLOAD_QUOTA_MB', 500, 1, 1_000_000) * 1024 * 1024,
    metricsToken: metricsToken(env),
    otlpTracesEndpoint: otlpTracesEndpoint(env),
  };
}

function metricsToken(env: Env): string | undefined {
  const token = str(env, 'METRICS_TOKEN');
  if (token === undefined) return undefined;
  if (token.length < 24 || !/^[\x21-\x7e]+$/.test(token)) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 24 printable characters without spaces');
  }
  return token;
}

/** OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as is, else OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces (the OTLP/HTTP convention). */
function otlpTracesEndpoint(env: Env): string | undefined {
  const traces = url(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', ['http:', 'https:']);
  if (traces) return traces;
  const base = url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']);
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

function stripe(env: Env): { stripeSecretKey?: string; stripeWebhookSecret?: string } {
  const stripeSecretKey = str(env, 'STRIPE_SECRET_KEY');
  const stripeWebhookSecret = str(env, 'STRIPE_WEBHOOK_SECRET');
  if (stripeSecretKey && !/^(sk|rk)_(test|live)_\S+$/.test(stripeSecretKey))
    throw new ConfigError('STRIPE_SECRET_KEY', 'must be a Stripe secret key (sk_test_…, sk_live_…)');
  if (stripeSecretKey && !stripeWebhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'is required when STRIPE_SECRET_KEY is set');
  if (stripeWebhookSecret && !stripeWebhookSecret.startsWith('whsec_'))
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'must be a webhook signing secret (whsec_…)');
  return { stripeSecretKey, stripeWebhookSecret };
}

/** Injection token of the {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');
