import type { Connection } from '../../api/connection.ts';
import type { EventInput } from '../../api/event.ts';
import { useT } from '../../i18n/index.ts';
import { LeverList, type Lever } from '../../ui/LeverList.tsx';
import { leverText } from './labels.ts';
import { useEventLevers } from './useEventLevers.ts';

interface EventLeversProps {
  input: EventInput;
  baselineKilograms: number;
  connection: Connection;
  /** Whether the levers' calculations may start (once the result for this input is in). */
  enabled: boolean;
  outdated: boolean;
  onApply: (input: EventInput) => void;
}

export function EventLevers({
  input,
  baselineKilograms,
  connection,
  enabled,
  outdated,
  onApply,
}: EventLeversProps) {
  const t = useT();
  const levers = useEventLevers(connection, input, enabled);
  const items: Lever[] = levers.map(({ variant, status, kilograms, retry, waitUntil }) => ({
    id: variant.id,
    ...leverText(variant, input, t),
    status,
    kilograms,
    onApply: () => onApply(variant.input),
    onRetry: retry,
    waitUntil,
  }));
  return (
    <div className={outdated ? 'outdated' : undefined}>
      <LeverList baselineKilograms={baselineKilograms} levers={items} />
    </div>
  );
}
