import {
  MAIL_BACKOFF,
  MAIL_MAX_ATTEMPTS,
  decideAfterFailure,
  describeMailError,
  isPermanentMailError,
  mailRetrySchedule,
} from './mail-retry';

const smtpError = (message: string, fields: { code?: string; responseCode?: number }) => Object.assign(new Error(message), fields);
const policy = { maxAttempts: MAIL_MAX_ATTEMPTS, backoff: MAIL_BACKOFF };

describe('mail retry schedule', () => {
  it('waits 30 s, doubling to at most 1 h, between the default attempts', () => {
    expect(mailRetrySchedule(policy)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it('keeps the jitter within ±10 % and under the cap', () => {
    expect(decideAfterFailure(new Error('down'), 1, policy, () => 0)).toEqual({ kind: 'retry', delayMs: 27_000 });
    expect(decideAfterFailure(new Error('down'), 1, policy, () => 1)).toEqual({ kind: 'retry', delayMs: 33_000 });
    expect(decideAfterFailure(new Error('down'), 9, policy, () => 1)).toEqual({ kind: 'retry', delayMs: 3_600_000 });
  });

  it('is tunable (tests use milliseconds)', () => {
    expect(mailRetrySchedule({ maxAttempts: 4, backoff: { initialMs: 50, maxMs: 200 } })).toEqual([50, 100, 200]);
  });
});

describe('decideAfterFailure', () => {
  it('retries transient failures until the attempts are used up', () => {
    const refused = smtpError('connect ECONNREFUSED', { code: 'ESOCKET' });
    expect(decideAfterFailure(refused, MAIL_MAX_ATTEMPTS - 1, policy).kind).toBe('retry');
    expect(decideAfterFailure(refused, MAIL_MAX_ATTEMPTS, policy)).toEqual({ kind: 'fail', reason: 'exhausted' });
  });

  it('gives up at once on a permanent rejection', () => {
    expect(decideAfterFailure(smtpError('mailbox unavailable', { code: 'EENVELOPE', responseCode: 550 }), 1, policy)).toEqual({
      kind: 'fail',
      reason: 'permanent',
    });
  });
});

describe('isPermanentMailError', () => {
  it.each([
    [{ code: 'EENVELOPE', responseCode: 550 }, true],
    [{ code: 'EMESSAGE', responseCode: 554 }, true],
    [{ code: 'EENVELOPE' }, true],
    [{ code: 'EENVELOPE', responseCode: 451 }, false],
    [{ code: 'EPROTOCOL', responseCode: 503 }, false],
    [{ code: 'EAUTH', responseCode: 535 }, false],
    [{ code: 'ECONNECTION' }, false],
    [{ code: 'ETIMEDOUT' }, false],
    [{}, false],
  ])('%j → %s', (fields, permanent) => {
    expect(isPermanentMailError(smtpError('x', fields))).toBe(permanent);
  });
});

it('describes errors with their SMTP code', () => {
  expect(describeMailError(smtpError('Recipient rejected', { code: 'EENVELOPE', responseCode: 550 }))).toBe(
    '[EENVELOPE 550] Recipient rejected',
  );
  expect(describeMailError('plain')).toBe('plain');
});
