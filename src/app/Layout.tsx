import { useSyncExternalStore, type ReactNode } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useConnection } from '../settings/connection.ts';
import { useServiceStatus } from '../settings/service-status.ts';
import { useSandboxWorkerState } from '../settings/sandbox-worker.ts';
import {
  hasCredentials,
  useCalculatorsOffered,
  useRuntimeConfig,
  useSettings,
} from '../settings/store.ts';
import { useT } from '../i18n/index.ts';
import { PAGES } from '../shared/pages.ts';
import { PageTitle } from '../ui/PageTitle.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Link, usePath, useScrollReset, type AppPath } from '../routing/router.tsx';
import { useKeptSearch } from '../routing/last-input.ts';

/** Each page's static shell is this markup too. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  useScrollReset();
  // React Query's view of the connection, the one that pauses queries (set in main.tsx).
  const online = useSyncExternalStore(
    onlineManager.subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
  const calculators = useCalculatorsOffered();
  const { service } = useSettings();
  // On a static host the sandbox runs in this browser: it keeps working without a network.
  const sandboxHere = useRuntimeConfig().staticHost === true && service === 'sandbox';
  const pathname = usePath();
  const pages = calculators ? PAGES : PAGES.filter((page) => !CALCULATORS.has(page.path));
  const calculatorPath = CALCULATORS.has(`/${pathname.split('/')[1] ?? ''}`);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="shell__header">
        <div className="shell__bar">
          <KeptLink to={calculators ? '/event' : '/certificates'} className="brand">
            {/* Inline, as public/favicon.svg draws it: an SVG in an <img> is a document of its own,
                which the browser builds on the main thread after the first paint (ADR 0008). */}
            <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
              <rect width="64" height="64" rx="14" fill="#0f5132" />
              <path
                d="M18 44c0-16 12-26 30-26-2 18-12 28-26 28l-4 4"
                fill="none"
                stroke="#fff"
                strokeWidth="5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>{t('app.name')}</span>
          </KeptLink>
          <LanguageSwitch />
          <ServiceIndicator />
        </div>
        <nav aria-label={t('nav.label')} className="shell__nav">
          <ul>
            {pages.map((page) => (
              <li key={page.path}>
                <KeptLink to={page.path} className="nav-link" current>
                  {t(page.nav)}
                </KeptLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {online ? null : (
        <p className="offline-banner" role="status">
          {t(sandboxHere ? 'offline.banner.sandboxHere' : 'offline.banner')}
        </p>
      )}
      {sandboxHere ? <SandboxReadiness /> : null}
      <main id="main" className="shell__main" tabIndex={-1}>
        {!calculators && calculatorPath ? <CertificatesOnly /> : children}
      </main>
    </div>
  );
}

/** On a static host: the sandbox's worker starting (a first visit), or why it cannot run here. */
function SandboxReadiness() {
  const t = useT();
  const state = useSandboxWorkerState();
  if (state === 'starting')
    return (
      <p className="offline-banner sandbox-note" role="status">
        {t('sandbox.starting')}
      </p>
    );
  if (state === 'unsupported' || state === 'failed')
    return (
      <p className="offline-banner sandbox-note sandbox-note--bad" role="alert">
        {t(state === 'unsupported' ? 'sandbox.unsupported' : 'sandbox.failed')}
      </p>
    );
  return null;
}

/** Opens a calculator with the input it last showed (routing/last-input.ts). */
function KeptLink({ to, ...props }: Omit<Parameters<typeof Link>[0], 'search'> & { to: AppPath }) {
  return <Link to={to} search={useKeptSearch(to.slice(1))} {...props} />;
}

const CALCULATORS: ReadonlySet<string> = new Set(['/event', '/hotel', '/bulk']);

function CertificatesOnly() {
  const t = useT();
  return (
    <section className="page" aria-labelledby="page-title">
      <PageTitle title={t('certificatesOnly.title')} />
      <h1 id="page-title">{t('certificatesOnly.title')}</h1>
      <p className="lead">{t('certificatesOnly.body')}</p>
      <Link to="/certificates" className="button">
        {t('certificatesOnly.lookup')}
      </Link>
    </section>
  );
}

/** The dot (neutral, green after a success, amber after a rejection) is said in words too. */
function ServiceIndicator() {
  const t = useT();
  const settings = useSettings();
  const connection = useConnection();
  const status = useServiceStatus(connection.baseUrl, connection.version);
  const credentialsSet = hasCredentials(settings);
  const gateway = settings.service === 'gateway';
  let host = connection.baseUrl;
  try {
    host = new URL(connection.baseUrl).host;
  } catch {
    // an unparseable custom URL is shown as typed
  }
  const service = gateway
    ? t('service.gateway')
    : connection.isSandbox
      ? t('service.sandbox')
      : t('service.custom', { host });
  const rejected = status === 'rejected';
  // A rejection replaces "credentials set", on the screen and in the label alike.
  const credentials = gateway
    ? ''
    : t(
        rejected
          ? 'service.status.rejected'
          : credentialsSet
            ? 'service.credentialsSet'
            : 'service.credentialsMissing',
      );
  const outcome =
    status === 'ok'
      ? t('service.status.ok')
      : rejected && gateway
        ? t('service.status.rejected')
        : '';
  // The label names the service once: "Connected service: localhost:5201", not "…: Service: …".
  const connected = gateway
    ? t('service.label.gateway')
    : connection.isSandbox
      ? t('service.label.sandbox')
      : t('service.label.custom', { host });
  const label = [connected, credentials, outcome].filter(Boolean).join(', ');
  const warning = rejected || !credentialsSet;
  return (
    <Link
      to="/settings"
      className={`service-indicator ${warning ? 'service-indicator--warning' : ''}`}
      aria-label={label}
      title={outcome || undefined}
    >
      <span className={`dot dot--${status ?? 'unknown'}`} aria-hidden="true" />
      <span className="service-indicator__name">{service}</span>
      {credentials ? <span className="service-indicator__creds">{credentials}</span> : null}
    </Link>
  );
}
