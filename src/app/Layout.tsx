import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { useConnection } from '../settings/connection.ts';
import { hasCredentials, useSettings } from '../settings/store.ts';
import { useT } from '../i18n/index.ts';
import { PAGES } from '../shared/pages.ts';

/** The header, the navigation and the main region; each page's static shell is this markup too. */
export function Layout() {
  const t = useT();
  // React Query's view of the connection, the one that pauses queries (set in main.tsx).
  const online = useSyncExternalStore(
    onlineManager.subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="shell__header">
        <div className="shell__bar">
          <Link to="/event" className="brand">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span>{t('app.name')}</span>
          </Link>
          <ServiceIndicator />
        </div>
        <nav aria-label={t('nav.label')} className="shell__nav">
          <ul>
            {PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
                  {t(page.nav)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {online ? null : (
        <p className="offline-banner" role="status">
          {t('offline.banner')}
        </p>
      )}
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** Which service the app talks to, and whether credentials are set; a link to the settings. */
function ServiceIndicator() {
  const t = useT();
  const settings = useSettings();
  const connection = useConnection();
  const credentialsSet = hasCredentials(settings);
  let host = connection.baseUrl;
  try {
    host = new URL(connection.baseUrl).host;
  } catch {
    // an unparseable custom URL is shown as typed
  }
  const service = connection.isSandbox ? t('service.sandbox') : t('service.custom', { host });
  const credentials = t(credentialsSet ? 'service.credentialsSet' : 'service.credentialsMissing');
  return (
    <Link
      to="/settings"
      className={`service-indicator ${credentialsSet ? '' : 'service-indicator--warning'}`}
      aria-label={`${t('service.indicatorLabel')}: ${service}, ${credentials}`}
    >
      <span
        className={`dot ${connection.isSandbox ? 'dot--sandbox' : 'dot--custom'}`}
        aria-hidden="true"
      />
      <span className="service-indicator__name">{service}</span>
      <span className="service-indicator__creds">{credentials}</span>
    </Link>
  );
}
