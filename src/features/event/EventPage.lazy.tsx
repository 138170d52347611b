import { createLazyRoute } from '@tanstack/react-router';
import { useT } from '../../i18n/index.ts';
import { Placeholder } from '../../ui/Placeholder.tsx';

function EventPage() {
  const t = useT();
  return <Placeholder title={t('event.title')} text={t('event.placeholder')} />;
}

export const Route = createLazyRoute('/event')({ component: EventPage });
