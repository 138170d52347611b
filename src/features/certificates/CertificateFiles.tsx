import { useState } from 'react';
import { isGuid, type Certificate } from '../../api/contract.ts';
import { useOrigin, useRuntimeConfig, useSettings } from '../../settings/store.ts';
import { useLocale, useT, type MessageKey } from '../../i18n/index.ts';
import { formatEmission } from '../../i18n/format.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { useStarted } from '../../lib/use-started.ts';
import { certificatePath } from '../../routing/router.tsx';
import { underBase } from '../../shared/base-path.ts';
import { SafeLink, UnsafeUrl } from '../../ui/SafeLink.tsx';
import { checkUrl } from '../../lib/safe-url.ts';
import { shortText } from '../../shared/text.ts';
import { certificateFileName } from '../../shared/file-names.ts';
import { QrCode } from './QrCode.tsx';
import { EmbedOffer } from './EmbedOffer.tsx';
import { withFileLanguage } from './file-language.ts';
import {
  certificateAppLink,
  embedOffered,
  imageFile,
  publicPageUrl,
  shareUrl,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from './share.ts';

const NETWORK_LABELS: Record<SocialNetwork, MessageKey> = {
  facebook: 'certificates.images.facebook',
  twitter: 'certificates.images.twitter',
  linkedin: 'certificates.images.linkedin',
};

/** The certificate's files (PDF and social images) and the ways to share it. */
export function CertificateFiles({ certificate: answered }: { certificate: Certificate }) {
  const t = useT();
  const started = useStarted();
  const { language, service } = useSettings();
  const locale = useLocale();
  const runtime = useRuntimeConfig();
  const certificate = withFileLanguage(answered, service, language, runtime.sandboxFiles);
  const { publicUrl } = runtime;
  // The page's origin: none where the server renders the page without PUBLIC_URL (it never takes
  // one from the request), so the links are relative there until the app renders in the browser.
  const pageOrigin = useOrigin();
  const origin = publicUrl ?? pageOrigin;
  // Through this site's service anyone can open the record's page: share it, not the image, where
  // its address is absolute. Never a page by booking reference, whose address would publish it.
  const recordPath =
    certificate.id && isGuid(certificate.id) ? certificatePath(certificate.id) : undefined;
  const pageLink =
    service === 'gateway' && recordPath
      ? publicPageUrl(underBase(recordPath), publicUrl, origin)
      : undefined;
  const pageUrl = pageLink && /^https?:\/\//.test(pageLink) ? pageLink : undefined;
  const name = shortText(certificate.name?.trim() || t('certificates.certificate'));
  const emission =
    certificate.emission === undefined
      ? undefined
      : formatEmission(certificate.emission, locale).text;
  const shareText = emission ? t('certificates.share.text', { name, emission }) : name;
  const appLink =
    pageLink ?? (certificate.id ? certificateAppLink(certificate.id, origin) : undefined);
  // The previews load the three images only when asked for, like the QR code: on a phone they
  // would otherwise share a slow network with what the page needs to start.
  const [previews, setPreviews] = useState(false);

  return (
    <section className="certificate-files no-print" aria-labelledby="files-title">
      <h2 id="files-title">{t('certificates.files.title')}</h2>
      <div className="certificate-files__top">
        <div className="card certificate-files__pdf">
          <h3>{t('certificates.files.pdf')}</h3>
          <PdfLinks url={certificate.certificateUrl} name={certificate.name} />
        </div>
        {appLink ? (
          <div className="card certificate-files__link">
            <h3>{t('certificates.share.link')}</h3>
            <p className="certificate-files__app-link">
              <code>{appLink}</code>
            </p>
            <div className="button-row">
              <CopyButton
                text={appLink}
                label={t('certificates.share.copyLink')}
                doneMessage={t('certificates.share.linkCopied')}
                failedMessage={t('certificates.copy.failed')}
              />
              <SystemShare
                certificate={certificate}
                link={appLink}
                text={shareText}
                title={name}
                withImage={pageUrl === undefined}
              />
            </div>
            <QrCode link={appLink} name={certificate.name} />
          </div>
        ) : null}
      </div>

      <div className="certificate-files__images-head">
        <h3>{t('certificates.images.title')}</h3>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-expanded={previews}
          aria-controls="social-images"
          disabled={!started}
          onClick={() => setPreviews((shown) => !shown)}
        >
          {previews ? t('certificates.images.hidePreviews') : t('certificates.images.showPreviews')}
        </button>
      </div>
      <ul className="social-images" id="social-images">
        {SOCIAL_NETWORKS.map(({ network, field, width, height }) => (
          <li key={network}>
            <SocialImage
              network={network}
              label={t(NETWORK_LABELS[network])}
              url={certificate[field]}
              width={width}
              height={height}
              name={name}
              fileName={certificateFileName(
                t('certificates.certificate.kicker'),
                certificate.name,
                network,
              )}
              shareText={shareText}
              pageUrl={pageUrl}
              preview={previews}
            />
          </li>
        ))}
      </ul>
      {appLink && certificate.id && embedOffered(certificate.id, service, runtime) ? (
        <EmbedOffer id={certificate.id} name={certificate.name} link={appLink} />
      ) : null}
    </section>
  );
}

function PdfLinks({ url, name }: { url: string | undefined; name: string | undefined }) {
  const t = useT();
  const result = checkUrl(url);
  if (!result.safe) {
    return result.reason === 'missing' ? (
      <p className="field__hint">{t('certificates.files.missing')}</p>
    ) : (
      <UnsafeUrl raw={result.raw} warning={t('certificates.files.unsafe')} />
    );
  }
  return (
    <div className="button-row">
      <SafeLink url={result.href} className="button" unsafeWarning={t('certificates.files.unsafe')}>
        {t('certificates.files.openPdf')}
        <span className="visually-hidden"> {t('certificates.files.newTab')}</span>
      </SafeLink>
      <SafeLink
        url={result.href}
        className="button button--secondary"
        download={certificateFileName(t('certificates.certificate.kicker'), name, 'pdf')}
        unsafeWarning={t('certificates.files.unsafe')}
      >
        {t('certificates.files.downloadPdf')}
      </SafeLink>
    </div>
  );
}

interface SocialImageProps {
  network: SocialNetwork;
  label: string;
  url: string | undefined;
  width: number;
  height: number;
  name: string;
  fileName: string;
  shareText: string;
  /** The page's public address to share instead of the image, where the page is public. */
  pageUrl: string | undefined;
  /** Whether to show the image itself (on request), not only its name, size and links. */
  preview: boolean;
}

function SocialImage({
  network,
  label,
  url,
  width,
  height,
  name,
  fileName,
  shareText,
  pageUrl,
  preview,
}: SocialImageProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const result = checkUrl(url);
  return (
    <figure className="social-image" data-network={network}>
      {preview && result.safe ? (
        <div className={`social-image__frame social-image__frame--${network}`}>
          {failed ? (
            <p className="social-image__empty">{t('certificates.images.failed')}</p>
          ) : (
            <img
              src={result.href}
              width={width}
              height={height}
              alt={t('certificates.images.alt', { network: label, name })}
              loading="lazy"
              decoding="async"
              referrerPolicy="no-referrer"
              onError={() => setFailed(true)}
            />
          )}
        </div>
      ) : !result.safe && result.reason === 'missing' ? (
        <p className="social-image__empty">{t('certificates.files.missing')}</p>
      ) : null}
      <figcaption>
        <span className="social-image__network">{label}</span>{' '}
        <span className="social-image__size">
          {t('certificates.images.size', { width, height })}
        </span>
      </figcaption>
      {result.safe ? (
        <div className="button-row">
          <a
            className="button button--small"
            href={shareUrl(network, pageUrl ?? result.href, shareText)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('certificates.share.on', { network: label })}
            <span className="visually-hidden"> {t('certificates.files.newTab')}</span>
          </a>
          <a
            className="button button--secondary button--small"
            href={result.href}
            download={fileName}
            target="_blank"
            rel="noopener noreferrer"
            referrerPolicy="no-referrer"
            aria-label={t('certificates.images.downloadLabel', { network: label })}
          >
            {t('certificates.images.download')}
          </a>
        </div>
      ) : result.reason === 'missing' ? null : (
        <UnsafeUrl raw={result.raw} warning={t('certificates.files.unsafe')} />
      )}
    </figure>
  );
}

interface SystemShareProps {
  certificate: Certificate;
  link: string;
  text: string;
  title: string;
  /** Whether to attach the image (not where the page itself is shared, with its preview). */
  withImage: boolean;
}

/** The browser's share sheet, where it has one; with an image file where files can be shared. */
function SystemShare({ certificate, link, text, title, withImage }: SystemShareProps) {
  const t = useT();
  const [status, setStatus] = useState<'idle' | 'busy' | 'shared' | 'failed'>('idle');
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;

  const share = async () => {
    setStatus('busy');
    const data: ShareData = { title, text, url: link };
    const image = SOCIAL_NETWORKS.find(({ field }) => checkUrl(certificate[field]).safe);
    const file =
      withImage && image
        ? await imageFile(
            certificate[image.field],
            certificateFileName(
              t('certificates.certificate.kicker'),
              certificate.name,
              image.network,
            ),
          )
        : undefined;
    if (file && navigator.canShare?.({ files: [file] })) data.files = [file];
    try {
      await navigator.share(data);
      setStatus('shared');
    } catch (error) {
      // The user closing the sheet is not a failure.
      setStatus(error instanceof DOMException && error.name === 'AbortError' ? 'idle' : 'failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void share()}
        disabled={status === 'busy'}
      >
        {t('certificates.share.system')}
      </button>
      <span
        role="status"
        className={`copy-button__status ${status === 'failed' ? 'status-line--bad' : 'status-line--ok'}`}
      >
        {status === 'shared'
          ? t('certificates.share.shared')
          : status === 'failed'
            ? t('certificates.share.systemFailed')
            : ''}
      </span>
    </>
  );
}
