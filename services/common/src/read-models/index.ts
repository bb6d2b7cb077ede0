export * from './tender-summary';
export * from './account-directory';
export * from './caught-up-read-model';
