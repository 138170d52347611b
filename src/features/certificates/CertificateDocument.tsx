import { useEffect, useRef, type ReactNode } from 'react';
import type { Certificate } from '../../api/contract.ts';
import { useConnection } from '../../settings/connection.ts';
import { useSettings } from '../../settings/store.ts';
import { LOCALES, useLocale, useT, type Translate } from '../../i18n/index.ts';
import { countryName } from '../../i18n/countries.ts';
import { formatEmission, formatExactEmission } from '../../i18n/format.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { Isolated, IsolatedIn } from '../../ui/Isolated.tsx';
import { ScaleNote } from '../../ui/ScaleNote.tsx';
import { useReaderTimeZone } from '../../lib/useReaderTimeZone.ts';
import { formatServiceDate, readServiceDate } from '../../shared/service-date.ts';
import { roomTypeKey } from './format.ts';

interface CertificateDocumentProps {
  certificate: Certificate;
  /** The heading level of the certificate's name: 1 on its own page. */
  headingLevel?: 1 | 2;
  /** Move focus to the heading when shown (after navigating to it). */
  focusHeading?: boolean;
}

/** The certificate itself, laid out as a document: the figure first, then the facts of the stay. */
export function CertificateDocument({
  certificate,
  headingLevel = 1,
  focusHeading = false,
}: CertificateDocumentProps) {
  const t = useT();
  const settings = useSettings();
  const { language } = settings;
  const locale = useLocale();
  const demonstration = useConnection().isSandbox;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const titleId = `certificate-title-${certificate.id ?? 'unknown'}`;

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus({ preventScroll: true });
  }, [focusHeading, certificate.id]);

  const kilograms = certificate.emission;
  const emission = kilograms === undefined ? undefined : formatEmission(kilograms, locale);
  // One rounding rule for the page, the PDF and the images; the exact figure stays at hand.
  const exact = kilograms === undefined ? undefined : formatExactEmission(kilograms, locale);

  return (
    <article className="certificate" aria-labelledby={titleId}>
      <div className="certificate__frame">
        <header className="certificate__header">
          <p className="certificate__kicker">{t('certificates.certificate.kicker')}</p>
          {demonstration ? (
            <p className="certificate__demo" data-testid="certificate-demo">
              <strong>{t('certificates.demo.badge')}</strong> {t('certificates.demo.text')}
            </p>
          ) : null}
          <Heading id={titleId} ref={headingRef} tabIndex={-1} className="certificate__name">
            {certificate.name?.trim() ? (
              <Isolated text={certificate.name.trim()} />
            ) : (
              t('certificates.certificate')
            )}
          </Heading>
          {certificate.guestName ? (
            <p className="certificate__for">
              <IsolatedIn
                message={(name) => t('certificates.certificate.for', { name })}
                value={certificate.guestName}
              />
            </p>
          ) : null}
        </header>

        <div className="certificate__figure">
          <p className="certificate__statement">{t('certificates.certificate.statement')}</p>
          {emission ? (
            <p
              className="certificate__emission"
              data-testid="certificate-emission"
              title={exact ? t('certificates.certificate.exact', { value: exact }) : undefined}
            >
              <span className="certificate__emission-value">{emission.value}</span>{' '}
              <span className="certificate__emission-unit">{emission.unit}</span>
            </p>
          ) : null}
          {kilograms !== undefined ? <ScaleNote kilograms={kilograms} /> : null}
          {emission ? null : (
            <p className="certificate__emission certificate__emission--missing">
              {t('certificates.value.missing')}
            </p>
          )}
        </div>

        <dl className="certificate__facts">
          <Fact label={t('certificates.field.guestName')}>
            {certificate.guestName ? <Isolated text={certificate.guestName} /> : undefined}
          </Fact>
          <Fact label={t('certificates.field.country')}>
            {certificate.countryCode === undefined ? undefined : (
              <Isolated text={countryName(certificate.countryCode, language)} />
            )}
          </Fact>
          {/* Not a field of the specification's certificate: shown where the service sends it. */}
          {certificate.star === undefined ? null : (
            <Fact label={t('certificates.field.star')}>
              {t('certificates.value.stars', { count: certificate.star })}
            </Fact>
          )}
          <Fact label={t('certificates.field.roomType')}>
            {certificate.roomType === undefined ? undefined : roomTypeText(certificate.roomType, t)}
          </Fact>
          <Fact label={t('certificates.field.numberOfPeople')}>
            {certificate.numberOfPeople === undefined
              ? undefined
              : t('certificates.value.people', { count: certificate.numberOfPeople })}
          </Fact>
          <Fact label={t('certificates.field.days')}>
            {certificate.days === undefined
              ? undefined
              : t('certificates.value.days', { count: certificate.days })}
          </Fact>
          <Fact label={t('certificates.field.breakfast')}>
            {certificate.breakfast === undefined
              ? undefined
              : certificate.breakfast
                ? t('common.yes')
                : t('common.no')}
          </Fact>
          <Fact label={t('certificates.field.date')}>
            {certificate.date === undefined ? undefined : <DateText value={certificate.date} />}
          </Fact>
        </dl>

        <dl className="certificate__ids">
          <IdFact label={t('certificates.field.id')} value={certificate.id} />
          <IdFact label={t('certificates.field.correlation')} value={certificate.correlation} />
        </dl>
      </div>
    </article>
  );
}

function roomTypeText(value: string, t: Translate): ReactNode {
  const key = roomTypeKey(value);
  return key ? t(key) : <Isolated text={value} />;
}

function DateText({ value }: { value: string }) {
  const t = useT();
  const { language } = useSettings();
  const readerZone = useReaderTimeZone();
  const date = readServiceDate(value);
  if (!date) {
    return (
      <span>
        <span className="certificate__raw">
          <Isolated text={value} />
        </span>{' '}
        <span className="certificate__note">({t('certificates.value.dateRaw')})</span>
      </span>
    );
  }
  const shown = formatServiceDate(date, LOCALES[language], readerZone);
  return (
    <span>
      <time dateTime={value.trim().replace(' ', 'T')} data-testid="certificate-date">
        {shown.text}
      </time>
      {shown.zone === 'reader' ? (
        <>
          {' '}
          <span className="certificate__note">({t('certificates.value.dateYourZone')})</span>
        </>
      ) : null}
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const missing = children === undefined || children === null || children === '';
  return (
    <div className="certificate__fact">
      <dt>{label}</dt>
      <dd className={missing ? 'certificate__missing' : undefined}>
        {missing ? t('certificates.value.missing') : children}
      </dd>
    </div>
  );
}

function IdFact({ label, value }: { label: string; value: string | undefined }) {
  const t = useT();
  return (
    <div className="certificate__fact certificate__fact--id">
      <dt>{label}</dt>
      <dd>
        {value ? (
          <>
            <code className="certificate__id">
              <Isolated text={value} />
            </code>
            <CopyButton
              className="no-print"
              text={value}
              label={t('certificates.copy')}
              accessibleLabel={t('certificates.copy.label', { field: label })}
              doneMessage={t('certificates.copy.done', { field: label })}
              failedMessage={t('certificates.copy.failed')}
            />
          </>
        ) : (
          <span className="certificate__missing">{t('certificates.value.missing')}</span>
        )}
      </dd>
    </div>
  );
}

/** A placeholder of the same size as the certificate, while it loads. */
export function CertificateSkeleton() {
  const t = useT();
  return (
    <div className="certificate certificate--loading" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('certificates.loading')}
      </p>
      <div className="certificate__frame" aria-hidden="true">
        <div className="certificate__header">
          <span className="skeleton skeleton--kicker" />
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
        </div>
        <div className="certificate__figure">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--figure" />
        </div>
        <div className="certificate__facts">
          {Array.from({ length: 8 }, (_, index) => (
            <div className="certificate__fact" key={index}>
              <span className="skeleton skeleton--label" />
              <span className="skeleton skeleton--value" />
            </div>
          ))}
        </div>
        <div className="certificate__ids">
          <div className="certificate__fact">
            <span className="skeleton skeleton--label" />
            <span className="skeleton skeleton--value" />
          </div>
          <div className="certificate__fact">
            <span className="skeleton skeleton--label" />
            <span className="skeleton skeleton--value" />
          </div>
        </div>
      </div>
    </div>
  );
}
