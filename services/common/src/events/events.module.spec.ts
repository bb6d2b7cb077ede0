import { EventsModule } from './events.module';

describe('EventsModule', () => {
  it('returns one module per service, so importing it from several feature modules builds one relay', () => {
    const first = EventsModule.forService('tenders');
    expect(EventsModule.forService('tenders', {})).toBe(first);
    expect(EventsModule.forService('bids')).not.toBe(first);
  });

  it('refuses a second, different configuration of the same service', () => {
    EventsModule.forService('accounts', { relay: { batchSize: 100 } });
    expect(EventsModule.forService('accounts', { relay: { batchSize: 100 } })).toBeDefined();
    expect(() => EventsModule.forService('accounts', { relay: { batchSize: 200 } })).toThrow(/other options/);
    const onProcessed = () => undefined;
    EventsModule.forService('eligibility', { consumers: { onProcessed } });
    expect(() => EventsModule.forService('eligibility', { consumers: { onProcessed: () => undefined } })).toThrow(/other options/);
  });

  it('returns one default root module', () => {
    expect(EventsModule.forRoot()).toBe(EventsModule.forRoot({}));
    expect(EventsModule.forRoot().global).toBe(true);
  });
});
