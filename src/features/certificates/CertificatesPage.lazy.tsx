import { createLazyRoute } from '@tanstack/react-router';
import { useT } from '../../i18n/index.ts';
import { Placeholder } from '../../ui/Placeholder.tsx';

function CertificatesPage() {
  const t = useT();
  return <Placeholder title={t('certificates.title')} text={t('certificates.placeholder')} />;
}

export const Route = createLazyRoute('/certificates')({ component: CertificatesPage });
export const ByIdRoute = createLazyRoute('/certificates/$id')({ component: CertificatesPage });
export const ByCorrelationRoute = createLazyRoute('/certificates/correlation/$key')({
  component: CertificatesPage,
});
