import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { DEFAULT_RUNTIME_CONFIG } from '../api/runtime-config.ts';
import { configureRuntime, reloadSettingsFromStorage, settingsStore } from '../settings/store.ts';

// Each test file gets fresh modules and a fresh page (vite.config.ts), so nothing leaks from one
// file to the next. The tests of one file share them: each test leaves the page as a fresh one
// would be, with no storage, the default runtime and settings, and the address at /.
// The store writes its state to storage on every change, so it goes back to its first state
// before the storage is cleared (reset the other way round, it wrote the test's settings back and
// loaded them again), and the storage is cleared once more after the runtime is set.
afterEach(() => {
  cleanup();
  settingsStore.setState(settingsStore.getInitialState(), true);
  localStorage.clear();
  sessionStorage.clear();
  configureRuntime(DEFAULT_RUNTIME_CONFIG);
  localStorage.clear();
  reloadSettingsFromStorage();
  window.history.replaceState(null, '', '/');
});
