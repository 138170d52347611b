import { Link, Outlet } from '@tanstack/react-router';
import { connectionOf, hasCredentials, useSettings } from '../api/settings.ts';
import { useT } from '../i18n/index.ts';
import { useOnline } from '../ui/useOnline.ts';

const NAV = [
  { to: '/event', label: 'nav.event' },
  { to: '/hotel', label: 'nav.hotel' },
  { to: '/bulk', label: 'nav.bulk' },
  { to: '/certificates', label: 'nav.certificates' },
  { to: '/settings', label: 'nav.settings' },
] as const;

export function Layout() {
  const t = useT();
  const online = useOnline();
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
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
                  {t(item.label)}
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
  const connection = connectionOf(settings);
  const credentialsSet = hasCredentials(settings);
  let host = connection.baseUrl;
  try {
    host = new URL(connection.baseUrl).host;
  } catch {
    // an unparseable custom URL is shown as typed
  }
  const service = connection.isSandbox ? t('service.sandbox') : t('service.custom', { host });
  return (
    <Link
      to="/settings"
      className={`service-indicator ${credentialsSet ? '' : 'service-indicator--warning'}`}
      aria-label={`${t('service.indicatorLabel')}: ${service}, ${
        credentialsSet ? t('service.credentialsSet') : t('service.credentialsMissing')
      }`}
    >
      <span
        className={`dot ${connection.isSandbox ? 'dot--sandbox' : 'dot--custom'}`}
        aria-hidden="true"
      />
      <span className="service-indicator__name">{service}</span>
      <span className="service-indicator__creds">
        {credentialsSet ? t('service.credentialsSet') : t('service.credentialsMissing')}
      </span>
    </Link>
  );
}
