import type { ReactNode } from 'react';
import { shortText } from '../shared/text.ts';

/** A service's value, cut where too long (src/shared/text.ts), its direction isolated. */
export function Isolated({ text }: { text: string }) {
  return <bdi>{shortText(text)}</bdi>;
}

const MARK = '\uE000';

/** `message` translates with the mark it is given in the value's place. */
export function IsolatedIn({
  message,
  value,
}: {
  message: (mark: string) => string;
  value: string;
}): ReactNode {
  const [before = '', ...rest] = message(MARK).split(MARK);
  return (
    <>
      {before}
      <Isolated text={value} />
      {rest.join('')}
    </>
  );
}
