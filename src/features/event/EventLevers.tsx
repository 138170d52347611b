import type { EventInput } from '../../api/event.ts';
import { useT } from '../../i18n/index.ts';
import { LeverList, type Lever } from '../../ui/LeverList.tsx';
import { leverText } from './labels.ts';
import type { LeverState } from './useEventLevers.ts';

interface EventLeversProps {
  input: EventInput;
  baselineKilograms: number;
  levers: LeverState[];
  outdated: boolean;
  onApply: (input: EventInput) => void;
}

export function EventLevers({
  input,
  baselineKilograms,
  levers,
  outdated,
  onApply,
}: EventLeversProps) {
  const t = useT();
  const items: Lever[] = levers.map(({ variant, status, kilograms, retry }) => ({
    id: variant.id,
    ...leverText(variant, input, t),
    status,
    kilograms,
    onApply: () => onApply(variant.input),
    onRetry: retry,
  }));
  return (
    <div className={outdated ? 'outdated' : undefined}>
      <LeverList baselineKilograms={baselineKilograms} levers={items} />
    </div>
  );
}
