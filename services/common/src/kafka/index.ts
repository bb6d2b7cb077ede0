/**
 * The Kafka adapter of the events area: the only place that imports kafkajs, so another client library can
 * replace it without touching services.
 */
export * from './envelope-codec';
export * from './kafka-transport.options';
export * from './kafka.transport';
