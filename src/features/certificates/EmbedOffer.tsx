import { Component, lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { useStarted } from '../../lib/use-started.ts';

// The panel's code (choices, code, preview) loads when it is first opened, as the QR code's does:
// few readers of a certificate embed it, and none should pay for it in the page's first paint.
const loadPanel = () =>
  import('./EmbedPanel.tsx').then((module) => ({ default: module.EmbedPanel }));

interface EmbedOfferProps {
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
  // A `lazy` that failed stays failed: opening the panel again after a failure tries a new one.
  const [load, setLoad] = useState(() => ({ Panel: lazy(loadPanel), attempt: 0, failed: false }));
  const [shown, setShown] = useState(false);
  const toggle = () => {
    setOpen(!open);
    if (open) return;
    if (load.failed)
      setLoad(({ attempt }) => ({ Panel: lazy(loadPanel), attempt: attempt + 1, failed: false }));
    // In a transition, the loading line stays until the code is in: a Suspense fallback, once
    // shown, holds back what replaces it (docs/decisions/0008-performance.md).
    startTransition(() => setShown(true));
  };
  const { Panel } = load;
  const status = (failed: boolean) => (
    <p className={failed ? 'status-line status-line--bad' : 'field__hint'} role="status">
      {failed ? t('certificates.embed.failed') : t('common.loading')}
    </p>
  );

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
        {!open ? null : (
          <LoadFailed
            key={load.attempt}
            fallback={status(true)}
            onFailed={() => setLoad((current) => ({ ...current, failed: true }))}
          >
            <Suspense fallback={status(false)}>
              {shown ? <Panel id={id} name={name} link={link} /> : status(false)}
            </Suspense>
          </LoadFailed>
        )}
      </div>
    </div>
  );
}

/** Shows `fallback` in place of a part whose code could not be loaded. */
class LoadFailed extends Component<
  { fallback: ReactNode; onFailed: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
