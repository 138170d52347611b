import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { checkUrl } from '../lib/safe-url.ts';
import './links-and-copy.css';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'>;

interface SafeLinkProps extends AnchorProps {
  /** An untrusted address, e.g. from a service's answer. */
  url: unknown;
  children: ReactNode;
  /** Shown in place of the link when the address is missing. */
  missing?: ReactNode;
  /** Shown before the raw address when it is not a safe web address. */
  unsafeWarning: ReactNode;
  /** Open in a new tab (with noopener and noreferrer). */
  external?: boolean;
}

/**
 * A link to an untrusted address: a real link only for https (or http on this machine); anything
 * else is shown as plain text under a warning, never as something to click.
 */
export function SafeLink({
  url,
  children,
  missing = null,
  unsafeWarning,
  external = true,
  ...anchor
}: SafeLinkProps) {
  const result = checkUrl(url);
  if (result.safe) {
    return (
      <a
        {...anchor}
        href={result.href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        referrerPolicy="no-referrer"
      >
        {children}
      </a>
    );
  }
  if (result.reason === 'missing') return <>{missing}</>;
  return <UnsafeUrl raw={result.raw} warning={unsafeWarning} />;
}

/** An address that must not be followed: the warning and the address as inert text. */
export function UnsafeUrl({ raw, warning }: { raw: string; warning: ReactNode }) {
  return (
    <span className="unsafe-url" role="note">
      <span className="unsafe-url__warning">{warning}</span>{' '}
      <code className="unsafe-url__raw">{raw}</code>
    </span>
  );
}
