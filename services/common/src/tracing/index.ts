export * from './otlp-http.exporter';
export * from './traceparent';
export * from './tracing';
