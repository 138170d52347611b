import { beforeAll } from 'vitest';
import { loadLanguage, registerAreas } from '../i18n/index.ts';
import { MESSAGE_AREAS } from '../shared/message-areas.ts';

// In the app, each page loads its areas' messages in its reader's language; components tested
// alone need every area, in English, before the file's first test. A test of another language
// loads it itself (`beforeAll(() => loadLanguage('de'))`).
beforeAll(async () => {
  registerAreas(...MESSAGE_AREAS);
  await loadLanguage('en');
});
