import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertIcon } from '../../components/icons/alert-icon.tsx';
import { errorMessageKey } from '../../lib/error-message.ts';
import { reportRenderFailure } from '../../lib/error-reporter.ts';

/** Shown when a page fails to load (a loader error or a chunk that could not be fetched). */
export function RouteErrorView() {
  const { t, i18n } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const key = notFound ? 'error_not_found' : errorMessageKey(error, (k) => i18n.exists(k));
  // An unknown address is the visitor's mistake; anything else that ends here is a page that failed.
  useEffect(() => {
    if (!notFound) reportRenderFailure(error);
  }, [error, notFound]);
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" ta="center" maw={420} gap="md">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <AlertIcon size={28} />
        </ThemeIcon>
        <Title order={2}>{t('error_page_title')}</Title>
        <Text c="dimmed">{t(key)}</Text>
        <Button onClick={() => window.location.reload()}>{t('retry_action')}</Button>
        <Button variant="subtle" component="a" href="/">
          {t('back_home')}
        </Button>
      </Stack>
    </Center>
  );
}
