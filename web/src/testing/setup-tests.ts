import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { resetAppState } from './reset';

beforeEach(() => {
  resetAppState();
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});
