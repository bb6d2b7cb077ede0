export * from './import-esm';
