export * from './tender-summary';
export * from './account-directory';
