/** Parses large CSV text off the main thread, so the page stays responsive. */
import { parseCsv, type ParseOutcome } from './parse.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (outcome: ParseOutcome) => void;
};

scope.onmessage = (event) => {
  scope.postMessage(parseCsv(event.data));
};
