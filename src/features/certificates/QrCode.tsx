import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useStarted } from '../../lib/use-started.ts';
import { certificateFileName } from '../../shared/file-names.ts';

type QrState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; dataUrl: string }
  | { status: 'failed' };

/**
 * A QR code of the certificate's link, made on request: the QR library loads only then. It is an
 * image from a data URL, which the content security policy allows (no inline script or style).
 */
export function QrCode({ link, name }: { link: string; name: string | undefined }) {
  const t = useT();
  const started = useStarted();
  const [state, setState] = useState<QrState>({ status: 'idle' });

  const make = async () => {
    setState({ status: 'loading' });
    try {
      const { toDataURL } = await import('qrcode');
      const dataUrl = await toDataURL(link, {
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 480,
        color: { dark: '#0a3b24', light: '#ffffff' },
      });
      setState({ status: 'ready', dataUrl });
    } catch {
      setState({ status: 'failed' });
    }
  };

  return (
    <div className="qr">
      <div className="qr__box">
        {state.status === 'ready' ? (
          <img
            className="qr__image"
            src={state.dataUrl}
            width={240}
            height={240}
            alt={t('certificates.qr.alt', { link })}
          />
        ) : (
          <button
            type="button"
            className="button button--secondary qr__make"
            onClick={() => void make()}
            disabled={!started || state.status === 'loading'}
            aria-describedby="qr-hint"
          >
            {state.status === 'loading' ? t('certificates.qr.loading') : t('certificates.qr.show')}
          </button>
        )}
      </div>
      <p id="qr-hint" className="field__hint">
        {t('certificates.qr.hint')}
      </p>
      {state.status === 'ready' ? (
        <a
          className="button button--ghost button--small"
          href={state.dataUrl}
          download={certificateFileName(t('certificates.certificate.kicker'), name, 'qr')}
        >
          {t('certificates.qr.download')}
        </a>
      ) : null}
      <p role="status" className="status-line status-line--bad">
        {state.status === 'failed' ? t('certificates.qr.failed') : ''}
      </p>
    </div>
  );
}
