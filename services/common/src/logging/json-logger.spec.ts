import { JsonLogger } from './json-logger';

describe('JsonLogger', () => {
  const capture = (level: 'debug' | 'info' | 'warn' | 'error' = 'info') => {
    const lines: string[] = [];
    const logger = new JsonLogger('tenders', level, (line) => lines.push(line));
    return { logger, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
  };

  it('writes one JSON object per call with service, level and Nest context', () => {
    const { logger, records } = capture();
    logger.log('started', 'Bootstrap');
    expect(records()).toEqual([expect.objectContaining({ level: 'info', service: 'tenders', context: 'Bootstrap', msg: 'started' })]);
  });

  it('merges structured messages such as request ids', () => {
    const { logger, records } = capture();
    logger.error({ msg: 'GET /x failed', requestId: 'r-1' }, 'http');
    expect(records()[0]).toMatchObject({ level: 'error', msg: 'GET /x failed', requestId: 'r-1', context: 'http' });
  });

  it('drops records below the configured level', () => {
    const { logger, records } = capture('warn');
    logger.log('quiet');
    logger.debug('quieter');
    logger.warn('loud');
    expect(records().map((r) => r.msg)).toEqual(['loud']);
  });
});
