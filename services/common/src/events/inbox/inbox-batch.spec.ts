import type { QueryRunner } from 'typeorm';
import { transactionAborted } from './inbox-batch';

function runnerWith(connection: { readyForQuery?: boolean; getTransactionStatus?: () => string | null }, probe: () => Promise<unknown>) {
  const query = jest.fn(probe);
  return { runner: { databaseConnection: connection, query } as unknown as QueryRunner, query };
}

describe('transactionAborted', () => {
  it('reads the status without a round trip when the client has taken the server ReadyForQuery', async () => {
    const failed = runnerWith({ readyForQuery: true, getTransactionStatus: () => 'E' }, async () => []);
    await expect(transactionAborted(failed.runner)).resolves.toBe(true);
    expect(failed.query).not.toHaveBeenCalled();
    const healthy = runnerWith({ readyForQuery: true, getTransactionStatus: () => 'T' }, async () => []);
    await expect(transactionAborted(healthy.runner)).resolves.toBe(false);
    expect(healthy.query).not.toHaveBeenCalled();
  });

  it('does not trust a status the client holds from before the last reply: it probes, and the probe failing tells', async () => {
    // The failed statement's promise rejected on the ErrorResponse; ReadyForQuery ('E') has not been read yet.
    const stale = runnerWith({ readyForQuery: false, getTransactionStatus: () => 'T' }, async () => {
      throw new Error('current transaction is aborted, commands ignored until end of transaction block');
    });
    await expect(transactionAborted(stale.runner)).rejects.toThrow(/aborted/);
    expect(stale.query).toHaveBeenCalledWith('SELECT 1');
  });

  it('probes when the driver does not expose the status', async () => {
    const plain = runnerWith({}, async () => [{ '?column?': 1 }]);
    await expect(transactionAborted(plain.runner)).resolves.toBe(false);
    expect(plain.query).toHaveBeenCalledTimes(1);
  });
});
