import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the session check and the first screen's code load (docs/product.md §4: nothing renders before that). */
export function FullPageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
