import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { toastStore } from '../shared/ui/toast/toast-store';
import { initI18nForTests } from './i18n-for-tests';

beforeAll(async () => {
  await initI18nForTests();
});

afterEach(() => {
  cleanup();
  toastStore.clear();
  localStorage.clear();
});
