import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { toastStore } from '../shared/ui/toast/toast-store';
import { initI18nForTests } from './i18n-for-tests';

// Two cores shared by every build and browser: a findBy that waits one second fails under load.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18nForTests();
});

afterEach(() => {
  cleanup();
  toastStore.clear();
  localStorage.clear();
});
