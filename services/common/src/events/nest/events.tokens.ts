/** Injection token of the process-wide {@link EventTransport} (provided by `EventsModule.forRoot()`). */
export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');

/** Injection token of the service name inside an `EventsModule.forService()` module. */
export const EVENTS_SERVICE_NAME = 'jointly.events.service-name';

/** Injection token of the options of an `EventsModule.forService()` module. */
export const EVENTS_SERVICE_OPTIONS = 'jointly.events.service-options';
