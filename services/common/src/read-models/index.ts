export * from './tender-summary';
