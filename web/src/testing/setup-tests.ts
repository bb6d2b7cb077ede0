import '@testing-library/jest-dom';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { settleModuleLoads } from './module-loads';
import { resetAppState } from './reset';

// findBy/waitFor (and user-event) first wait for the screens' lazy module loads in flight, then poll with their
// timeout: loading a chunk under jest is CPU work whose length depends on the machine's load, not on the app.
const { asyncWrapper } = getConfig();
configure({
  asyncUtilTimeout: 4000,
  asyncWrapper: async (callback) => {
    await settleModuleLoads();
    return asyncWrapper(callback);
  },
});

beforeEach(() => {
  resetAppState();
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});
