import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { resetAppState } from './reset';

// A screen's first lazy load compiles its MUI modules under jest; give it time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  resetAppState();
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});
