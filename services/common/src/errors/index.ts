export * from './domain-error';
export * from './http-exception.filter';
export * from './validation';
