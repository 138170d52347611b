import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useOrigin, useRuntimeConfig } from '../../settings/store.ts';
import { useLanguage, useT } from '../../i18n/index.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { cardHeight } from '../../shared/card-layout.ts';
import {
  DEFAULT_EMBED_CHOICES,
  EMBED_THEMES,
  EMBED_WIDTHS,
  embedOrigin,
  embedPath,
  embedSnippet,
  embedTitle,
  storedEmbedChoices,
  type EmbedChoices,
} from './embed.ts';
import './embed.css';

interface EmbedPanelProps {
  id: string;
  name: string | undefined;
  link: string;
}

/** The card's choices, its `<iframe>` code to copy, a live preview, and the plain link. */
export function EmbedPanel({ id, name, link }: EmbedPanelProps) {
  const t = useT();
  const language = useLanguage();
  const { publicUrl } = useRuntimeConfig();
  const pageOrigin = useOrigin();
  const [choices, setChoices] = useState<EmbedChoices>(
    () => storedEmbedChoices.read() ?? DEFAULT_EMBED_CHOICES,
  );
  useEffect(() => storedEmbedChoices.write(choices), [choices]);
  const choose = (change: Partial<EmbedChoices>) =>
    setChoices((current) => ({ ...current, ...change }));

  const ids = useId();
  const height = cardHeight({ qr: choices.qr });
  const title = embedTitle(name, t('certificates.certificate.kicker'));
  const snippet = embedSnippet({
    ...choices,
    origin: embedOrigin(publicUrl, pageOrigin),
    id,
    height,
    title,
  });

  return (
    <div className="embed-panel">
      <p className="embed-panel__intro">{t('certificates.embed.intro')}</p>
      <div className="embed-panel__choices">
        <fieldset>
          <legend className="field__label">{t('certificates.embed.width')}</legend>
          <div className="choice-list">
            {EMBED_WIDTHS.map((width) => (
              <label key={width} className="choice">
                <input
                  type="radio"
                  name={`${ids}-width`}
                  checked={choices.width === width}
                  onChange={() => choose({ width })}
                />
                <span>{t(`certificates.embed.width.${width}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="field__label">{t('certificates.embed.theme')}</legend>
          <div className="choice-list">
            {EMBED_THEMES.map((theme) => (
              <label key={theme} className="choice">
                <input
                  type="radio"
                  name={`${ids}-theme`}
                  checked={choices.theme === theme}
                  onChange={() => choose({ theme })}
                />
                <span>
                  {t(`certificates.embed.theme.${theme}`)}
                  {theme === 'auto' ? (
                    <span className="choice__hint">{t('certificates.embed.theme.autoHint')}</span>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
          <label className="choice choice--inline">
            <input
              type="checkbox"
              checked={choices.qr}
              onChange={(event) => choose({ qr: event.currentTarget.checked })}
            />
            <span>{t('certificates.embed.qr')}</span>
          </label>
        </fieldset>
      </div>

      <div className="field embed-panel__code">
        <label htmlFor={`${ids}-code`} className="field__label">
          {t('certificates.embed.code')}
        </label>
        <p id={`${ids}-code-hint`} className="field__hint">
          {t('certificates.embed.codeHint')}
        </p>
        <textarea
          id={`${ids}-code`}
          readOnly
          rows={3}
          value={snippet}
          spellCheck={false}
          autoCapitalize="off"
          aria-describedby={`${ids}-code-hint`}
          // Focused, the whole code is selected: ready to copy by hand where the button cannot.
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton
          text={snippet}
          label={t('certificates.embed.copy')}
          doneMessage={t('certificates.embed.copied')}
          failedMessage={t('certificates.copy.failed')}
        />
      </div>

      <EmbedPreview
        src={embedPath(id, { ...choices, language })}
        width={choices.width}
        height={height}
        title={t('certificates.embed.previewTitle', { name: title })}
      />

      <div className="embed-panel__link">
        <h4>{t('certificates.embed.link')}</h4>
        <p className="field__hint">{t('certificates.embed.linkHint')}</p>
        <p className="certificate-files__app-link">
          <code>{link}</code>
        </p>
        <CopyButton
          text={link}
          label={t('certificates.share.copyLink')}
          accessibleLabel={t('certificates.embed.copyLink')}
          doneMessage={t('certificates.share.linkCopied')}
          failedMessage={t('certificates.copy.failed')}
        />
      </div>
    </div>
  );
}

interface EmbedPreviewProps {
  /** The card's path on this origin, which the page's policy lets it frame. */
  src: string;
  width: number;
  height: number;
  title: string;
}

/**
 * The real card as a page with the code shows it: the chosen width where there is room, else as
 * wide as the room (a phone), with the height of the code, which is the card's at any width.
 */
function EmbedPreview({ src, width, height, title }: EmbedPreviewProps) {
  const t = useT();
  const room = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number>();
  useLayoutEffect(() => {
    const element = room.current;
    if (!element) return;
    setAvailable(element.clientWidth);
    const observer = new ResizeObserver(() => setAvailable(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const narrower = available !== undefined && available < width;

  return (
    <div className="embed-preview">
      <h4>{t('certificates.embed.preview')}</h4>
      <p className="field__hint">
        {t(narrower ? 'certificates.embed.previewNarrower' : 'certificates.embed.previewHint', {
          width,
        })}
      </p>
      <div className="embed-preview__page">
        <div ref={room} className="embed-preview__room">
          <iframe
            src={src}
            width={width}
            height={height}
            title={title}
            loading="lazy"
            // As the code's own style has it (cardFrame).
            style={{ width: '100%', maxWidth: width, height }}
          />
        </div>
      </div>
    </div>
  );
}
