import { Alert, Anchor, Container, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';

export interface Banner {
  id: string;
  kind: string;
  messageKey: string;
  link: string | null;
}

export function BannerList({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  return (
    <Container size="xl" pt="md" data-testid="top-banners">
      <Stack gap="xs">
        {banners.map((banner) => (
          <Alert key={banner.id} variant="light" radius="md" data-kind={banner.kind}>
            {t(banner.messageKey)}{' '}
            {banner.link && (
              <Anchor component={Link} to={banner.link} fw={600}>
                {t('banner_view')}
              </Anchor>
            )}
          </Alert>
        ))}
      </Stack>
    </Container>
  );
}
