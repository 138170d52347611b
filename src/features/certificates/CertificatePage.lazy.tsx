import { useEffect, useState } from 'react';
import { HydrationBoundary, useQuery, type FetchStatus } from '@tanstack/react-query';
import { certificateByCorrelationQuery, certificateByIdQuery } from '../../api/certificates.ts';
import type { ListedCertificate } from '../../api/answers.ts';
import { isGuid, type Certificate } from '../../api/contract.ts';
import { isApiError } from '../../api/errors.ts';
import { useConnection } from '../../settings/connection.ts';
import { isMessageKey, useLocale, useT, registerAreas } from '../../i18n/index.ts';
import { formatEmission } from '../../i18n/format.ts';
import { ServiceErrorPanel } from '../service-error.tsx';
import { PausedNote } from '../../ui/PausedNote.tsx';
import { Isolated } from '../../ui/Isolated.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useStarted } from '../../lib/use-started.ts';
import {
  certificatePath,
  correlationPath,
  Link,
  useNavigate,
  useParams,
} from '../../routing/router.tsx';
import { CertificateDocument, CertificateSkeleton } from './CertificateDocument.tsx';
import { CertificateFiles } from './CertificateFiles.tsx';
import { queriesFromPage } from './page-data.ts';
import { canonicalId, isAlmostGuid } from './lookup.ts';
import { rememberCertificate } from './recent.ts';
import './certificates.css';

registerAreas('certificates');

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}

export function CertificateByIdPage() {
  const { id = '' } = useParams<'id'>();
  const navigate = useNavigate();
  // `/certificates/correlation/` without its key opens the lookup; a record id in a form people
  // paste (braces, no hyphens) opens its canonical address.
  const canonical = canonicalId(id);
  const moveTo =
    id === 'correlation'
      ? '/certificates'
      : canonical !== id && isGuid(canonical)
        ? certificatePath(canonical)
        : null;
  useEffect(() => {
    if (moveTo) navigate({ to: moveTo, replace: true });
  }, [moveTo, navigate]);
  if (moveTo) return null;
  return (
    <CertificatePageFrame>
      {isGuid(id) ? <CertificateById key={id} id={id} /> : <InvalidId id={id} />}
    </CertificatePageFrame>
  );
}

function CertificateById({ id }: { id: string }) {
  // A shared link's page comes with the query cache the server rendered it from (page-data.ts):
  // read once, it fills the cache before the certificate's query first renders.
  const [fromPage] = useState(() => queriesFromPage());
  return (
    <HydrationBoundary state={fromPage}>
      <CertificateByIdQuery id={id} />
    </HydrationBoundary>
  );
}

function CertificateByIdQuery({ id }: { id: string }) {
  const t = useT();
  const connection = useConnection();
  const query = useQuery(certificateByIdQuery(connection, id));
  const title = <PageTitle title={query.data?.name?.trim() || t('certificates.certificate')} />;

  if (query.isPending) {
    return (
      <>
        {title}
        <PendingCertificate fetchStatus={query.fetchStatus} />
      </>
    );
  }
  if (query.isError) {
    return isNotFound(query.error) ? (
      <NotFound text={t('certificates.notFound.byId', { id })} />
    ) : (
      <>
        {title}
        <PageBar />
        <ServiceErrorPanel
          title={t('certificates.error.title')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  return (
    <>
      {title}
      <FullCertificate certificate={query.data} />
    </>
  );
}

export function CertificateByCorrelationPage() {
  const { key = '' } = useParams<'key'>();
  return (
    <CertificatePageFrame>
      <CertificatesByCorrelation key={key} correlationKey={key} />
    </CertificatePageFrame>
  );
}

function CertificatesByCorrelation({ correlationKey }: { correlationKey: string }) {
  const t = useT();
  const connection = useConnection();
  const query = useQuery(certificateByCorrelationQuery(connection, correlationKey));
  const certificates = query.data;
  // A list whose certificates the app can read none of is refused as a whole (api/answers.ts).
  const only = certificates?.length === 1 ? certificates[0]?.certificate : undefined;
  const title = (
    <PageTitle
      title={
        only?.name?.trim() ||
        (certificates && certificates.length > 1
          ? t('certificates.correlation.title', { key: correlationKey })
          : t('certificates.certificate'))
      }
    />
  );

  if (query.isPending) {
    return (
      <>
        {title}
        <PendingCertificate fetchStatus={query.fetchStatus} />
      </>
    );
  }
  if (query.isError) {
    return isNotFound(query.error) ? (
      <NotFoundByKey correlationKey={correlationKey} />
    ) : (
      <>
        {title}
        <PageBar />
        <ServiceErrorPanel
          title={t('certificates.error.title')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  if (query.data.length === 0) {
    return <NotFoundByKey correlationKey={correlationKey} />;
  }
  return (
    <>
      {title}
      {only ? (
        <FullCertificate certificate={only} />
      ) : (
        <CertificateChoice correlationKey={correlationKey} certificates={query.data} />
      )}
    </>
  );
}

function PendingCertificate({ fetchStatus }: { fetchStatus: FetchStatus }) {
  return (
    <>
      <PageBar />
      <PausedNote fetchStatus={fetchStatus} />
      <CertificateSkeleton />
    </>
  );
}

/** The certificate page: the document, then its files and the ways to share it. */
function FullCertificate({ certificate }: { certificate: Certificate }) {
  const { id, name } = certificate;
  useEffect(() => {
    if (id && isGuid(id)) rememberCertificate({ id, name: name?.trim() || undefined });
  }, [id, name]);
  return (
    <>
      <PageBar print />
      <div className="certificate-page__content">
        <CertificateDocument certificate={certificate} focusHeading />
        <CertificateFiles certificate={certificate} />
      </div>
    </>
  );
}

function CertificateChoice({
  correlationKey,
  certificates,
}: {
  correlationKey: string;
  certificates: ListedCertificate[];
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="certificate-choice">
      <PageBar />
      <h1 tabIndex={-1}>{t('certificates.correlation.title', { key: correlationKey })}</h1>
      <p className="lead">
        {t('certificates.correlation.several', { count: certificates.length })}
      </p>
      <ul className="certificate-choice__list">
        {certificates.map((entry, index) => {
          const { certificate, refusal } = entry;
          const id = certificate ? certificate.id : entry.id;
          const name =
            (certificate ? certificate.name : entry.name)?.trim() || t('certificates.certificate');
          const emission =
            certificate?.emission === undefined
              ? undefined
              : formatEmission(certificate.emission, locale).text;
          return (
            <li key={`${id ?? 'no-id'}-${index}`} className="card">
              <h2 className="certificate-choice__name">
                {certificate && id && isGuid(id) ? (
                  <Link to={certificatePath(id)}>
                    <Isolated text={name} />
                  </Link>
                ) : (
                  <Isolated text={name} />
                )}
              </h2>
              {refusal ? (
                <p className="certificate-choice__refusal">
                  {t(isMessageKey(refusal.messageKey) ? refusal.messageKey : 'error.contract', {
                    fields: '',
                    ...refusal.params,
                  })}
                </p>
              ) : (
                <p className="certificate-choice__meta">
                  {certificate.guestName ? <Isolated text={certificate.guestName} /> : null}
                  {certificate.guestName && emission ? ' · ' : null}
                  {emission}
                </p>
              )}
              {id ? (
                <code className="certificate-choice__id">
                  <Isolated text={id} />
                </code>
              ) : (
                <p className="field__hint">{t('certificates.correlation.noId')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function CertificatePageFrame({ children }: { children: React.ReactNode }) {
  return <section className="page certificate-page">{children}</section>;
}

/** The way back to the lookup, and Print where there is a certificate to print. */
function PageBar({ print = false }: { print?: boolean }) {
  const t = useT();
  const started = useStarted();
  return (
    <div className="certificate-page__bar no-print">
      <Link to="/certificates" className="button button--ghost button--small">
        ← {t('certificates.newLookup')}
      </Link>
      {print ? (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={!started}
          onClick={() => window.print()}
        >
          {t('certificates.print')}
        </button>
      ) : null}
    </div>
  );
}

function NotFound({ text, exact = false }: { text: string; exact?: boolean }) {
  const t = useT();
  return (
    <>
      <PageBar />
      <div className="card certificate-state" role="alert">
        <PageTitle title={t('certificates.notFound.title')} />
        <h1>{t('certificates.notFound.title')}</h1>
        <p>{text}</p>
        {exact ? <p>{t('certificates.notFound.exact')}</p> : null}
        <p className="field__hint">{t('certificates.notFound.hint')}</p>
        <Link to="/certificates" className="button">
          {t('certificates.newLookup')}
        </Link>
      </div>
    </>
  );
}

/** Not found by a booking reference: unless it is a record id that lost a character or two. */
function NotFoundByKey({ correlationKey }: { correlationKey: string }) {
  const t = useT();
  return isAlmostGuid(correlationKey) ? (
    <NotFound text={t('certificates.almostId')} />
  ) : (
    <NotFound text={t('certificates.notFound.byKey', { key: correlationKey })} exact />
  );
}

function InvalidId({ id }: { id: string }) {
  const t = useT();
  return (
    <>
      <PageBar />
      <div className="card certificate-state" role="alert">
        <PageTitle title={t('certificates.invalidId.title')} />
        <h1>{t('certificates.invalidId.title')}</h1>
        <p>
          {isAlmostGuid(id) ? t('certificates.almostId') : t('certificates.invalidId.body', { id })}
        </p>
        <div className="button-row">
          <Link to={correlationPath(id)} className="button">
            {t('certificates.invalidId.asKey')}
          </Link>
          <Link to="/certificates" className="button button--secondary">
            {t('certificates.newLookup')}
          </Link>
        </div>
      </div>
    </>
  );
}
