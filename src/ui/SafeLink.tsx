import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { checkUrl } from '../lib/safe-url.ts';
import './links-and-copy.css';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'>;

interface SafeLinkProps extends AnchorProps {
  url: unknown;
  children: ReactNode;
  missing?: ReactNode;
  unsafeWarning: ReactNode;
  /** With noopener and noreferrer. */
  external?: boolean;
}

/** A link only for https (or http on this machine); anything else inert text under a warning. */
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

export function UnsafeUrl({ raw, warning }: { raw: string; warning: ReactNode }) {
  return (
    <span className="unsafe-url" role="note">
      <span className="unsafe-url__warning">{warning}</span>{' '}
      <code className="unsafe-url__raw">{raw}</code>
    </span>
  );
}
