import type { ReactNode } from 'react';
import { shortText } from '../shared/text.ts';

/**
 * A value of the service on a page (a name, a guest's name, a key): cut with an ellipsis where it
 * is too long (src/shared/text.ts), its direction isolated from the words around it.
 */
export function Isolated({ text }: { text: string }) {
  return <bdi>{shortText(text)}</bdi>;
}

/** Stands for the value in a translated message, so the value can go in as an element. */
const MARK = '\uE000';

/**
 * A translated message with one value of the service in it, isolated: `message` translates with
 * the mark it is given in the value's place.
 */
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
