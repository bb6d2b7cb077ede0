/**
 * `describe` for suites that need a real Kafka broker (KAFKA_BROKERS). Without a broker the suite is skipped with a
 * loud message, except with CI=true, where it fails: CI must never pass without running its Kafka suites.
 */
export function describeKafka(name: string, suite: (brokers: string[]) => void): void {
  const brokers = (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (brokers.length) {
    describe(name, () => suite(brokers));
    return;
  }
  if (process.env.CI === 'true') {
    describe(name, () => {
      it('needs a Kafka broker (KAFKA_BROKERS) because CI=true', () => {
        throw new Error('KAFKA_BROKERS is not set; with CI=true Kafka suites must run, not skip.');
      });
    });
    return;
  }
  process.stderr.write(`\n*** SKIPPED (no KAFKA_BROKERS): ${name} ***\n`);
  describe.skip(name, () => suite([]));
}
