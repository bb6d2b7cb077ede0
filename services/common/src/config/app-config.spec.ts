import * as path from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      kafkaBrokers: [],
      smtpUrl: undefined,
      accessTokenTtl: 900,
      seedDemoData: true,
      logLevel: 'info',
      edgeMode: 'all-in-one',
      publicUrl: 'http://localhost:3000',
      trustedProxies: [],
      corsOrigins: [],
      uploadQuotaBytes: 500 * 1024 * 1024,
    });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/j',
      DATABASE_URL: 'postgres://u:p@db:5432/jointly',
      KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092',
      SMTP_URL: 'smtp://mailpit:1025',
      PUBLIC_URL: 'https://jointly.example/',
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '3600',
      ADMIN_EMAIL: 'admin@jointly.example',
      ADMIN_PASSWORD: 'correct horse battery',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'debug',
      TRUSTED_PROXIES: '172.28.0.2, 10.0.0.0/8,::1',
      CORS_ORIGINS: 'https://console.jointly.example, http://localhost:5173/',
      UPLOAD_QUOTA_MB: '20',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/j',
      databaseUrl: 'postgres://u:p@db:5432/jointly',
      kafkaBrokers: ['kafka-1:9092', 'kafka-2:9092'],
      smtpUrl: 'smtp://mailpit:1025',
      publicUrl: 'https://jointly.example',
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      adminEmail: 'admin@jointly.example',
      seedDemoData: false,
      logLevel: 'debug',
      trustedProxies: ['172.28.0.2', '10.0.0.0/8', '::1'],
      corsOrigins: ['https://console.jointly.example', 'http://localhost:5173'],
      uploadQuotaBytes: 20 * 1024 * 1024,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must use postgres: or postgresql:'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL'],
    [{ KAFKA_BROKERS: 'kafka' }, 'KAFKA_BROKERS must be host:port'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must use smtp: or smtps:'],
    [{ ACCESS_TOKEN_TTL: '0' }, 'ACCESS_TOKEN_TTL must be between 1'],
    [{ ACCESS_TOKEN_TTL: '600', REFRESH_TOKEN_TTL: '300' }, 'REFRESH_TOKEN_TTL must be longer than ACCESS_TOKEN_TTL'],
    [{ ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL must be an e-mail address'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 12 characters'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA must be true or false'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of debug, info, warn, error'],
    [{ EDGE_MODE: 'proxy' }, 'ACCOUNTS_URL is required when EDGE_MODE=proxy'],
    [{ JWT_PUBLIC_KEY: 'abc' }, 'JWT_PUBLIC_KEY must be a PEM public key'],
    [{ TRUSTED_PROXIES: 'edge' }, 'TRUSTED_PROXIES must be IP addresses or CIDR ranges'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES must be IP addresses or CIDR ranges'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS must be origins'],
    [{ CORS_ORIGINS: 'null' }, 'CORS_ORIGINS must be origins'],
    [{ CORS_ORIGINS: 'https://console.example/admin' }, 'CORS_ORIGINS must be origins'],
    [{ UPLOAD_QUOTA_MB: '0' }, 'UPLOAD_QUOTA_MB must be between 1'],
    [{ KAFKA_NAMESPACE: 'ci run/1' }, 'KAFKA_NAMESPACE may only hold letters, digits, _ and -'],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes service URLs in proxy mode', () => {
    const env: Record<string, string> = { EDGE_MODE: 'proxy' };
    for (const s of ['ACCOUNTS', 'TENDERS', 'CONSORTIUMS', 'ELIGIBILITY', 'BIDS', 'NOTIFICATIONS', 'MESSAGES', 'BILLING'])
      env[`${s}_URL`] = `http://${s.toLowerCase()}:3001/`;
    const config = loadConfig(env);
    expect(config.edgeMode).toBe('proxy');
    expect(config.serviceUrls.tenders).toBe('http://tenders:3001');
  });
});
