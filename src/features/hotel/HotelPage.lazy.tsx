import { createLazyRoute } from '@tanstack/react-router';
import { useT } from '../../i18n/index.ts';
import { Placeholder } from '../../ui/Placeholder.tsx';

function HotelPage() {
  const t = useT();
  return <Placeholder title={t('hotel.title')} text={t('hotel.placeholder')} />;
}

export const Route = createLazyRoute('/hotel')({ component: HotelPage });
