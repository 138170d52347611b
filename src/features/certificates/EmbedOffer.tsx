import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useStarted } from '../../lib/use-started.ts';

type PanelModule = typeof import('./EmbedPanel.tsx');

interface EmbedOfferProps {
  /** The certificate's record id. */
  id: string;
  name: string | undefined;
  /** The certificate page's address, for sites that allow no frames. */
  link: string;
}

/** "Embed on your site": a disclosure, closed at first, that opens the card's code and preview. */
export function EmbedOffer({ id, name, link }: EmbedOfferProps) {
  const t = useT();
  const started = useStarted();
  const [open, setOpen] = useState(false);
  // The panel's code (choices, code, preview) loads when it is first opened, as the QR code's does:
  // few readers of a certificate embed it, and none should pay for it in the page's first paint.
  const [panel, setPanel] = useState<PanelModule>();
  const [failed, setFailed] = useState(false);
  const toggle = () => {
    setOpen(!open);
    if (open || panel) return;
    setFailed(false);
    import('./EmbedPanel.tsx').then(setPanel, () => setFailed(true));
  };

  return (
    <div className="embed-offer">
      <h3 className="embed-offer__head">
        <button
          type="button"
          className="embed-offer__toggle"
          aria-expanded={open}
          aria-controls="embed-panel"
          disabled={!started}
          onClick={toggle}
        >
          {t('certificates.embed.title')}
        </button>
      </h3>
      <div id="embed-panel" className="embed-offer__body" hidden={!open}>
        {!open ? null : panel ? (
          <panel.EmbedPanel id={id} name={name} link={link} />
        ) : (
          <p className={failed ? 'status-line status-line--bad' : 'field__hint'} role="status">
            {failed ? t('certificates.embed.failed') : t('common.loading')}
          </p>
        )}
      </div>
    </div>
  );
}
