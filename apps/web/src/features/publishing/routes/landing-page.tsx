import { useState } from 'react';
import { Anchor, Button, Card, Container, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { isRegistered } from '@portal/domain/publishing/registration';
import type { IconProps } from '../../../components/icons/icon.tsx';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';
import { GlobeIcon } from '../../../components/icons/globe-icon.tsx';
import { GridIcon } from '../../../components/icons/grid-icon.tsx';
import { ShieldIcon } from '../../../components/icons/shield-icon.tsx';
import { UserIcon } from '../../../components/icons/user-icon.tsx';
import { WalletIcon } from '../../../components/icons/wallet-icon.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { userQuery } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { registrationQuery } from '../api.ts';
import { FeeBlock } from '../components/fee-block.tsx';
import { inPublishingArea } from '../components/publishing-area.tsx';
import { publishingPaths } from '../paths.ts';
import { Redirect } from '../components/redirect.tsx';

const benefits: { key: string; Icon: (props: IconProps) => React.ReactNode }[] = [
  { key: 'free', Icon: CheckIcon },
  { key: 'coverage', Icon: GlobeIcon },
  { key: 'territories', Icon: GridIcon },
  { key: 'copyright', Icon: ShieldIcon },
  { key: 'royalties', Icon: WalletIcon },
  { key: 'easy', Icon: UserIcon },
];

/** Landing (document 2 section 2): the free sign-up offer, six benefits and the sign-up button. */
function Landing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useQuery(userQuery);
  const registration = useQuery(registrationQuery);
  const [askContract, setAskContract] = useState(false);

  if (user.isPending || registration.isPending) return <PageLoader />;
  if (isRegistered(registration.data ?? null)) return <Redirect to={publishingPaths.tracks} />;
  const region = user.data?.region ?? 'US';

  const signUp = () => {
    if (user.data && !user.data.hasSigned && !user.data.publishingWithoutCheck) setAskContract(true);
    else navigate(publishingPaths.signUp, { replace: true });
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }} data-testid="publishing-landing">
      <Stack gap="xl">
        <Card radius="lg" padding="xl" bg="var(--mantine-color-brand-light)">
          <Stack gap="md" maw={720}>
            <Text fw={700} c="brand" tt="uppercase" size="sm">
              {t('pubw_landing_eyebrow')}
            </Text>
            <Title order={1}>{t('pubw_landing_title')}</Title>
            <Text size="lg">{t('pubw_landing_subtitle')}</Text>
            <FeeBlock region={region} size="lg" />
            <Group gap="sm">
              <Button size="md" onClick={signUp} data-testid="publishing-sign-up">
                {t('pubw_landing_sign_up')}
              </Button>
              <Anchor component={Link} to={publishingPaths.faq} size="sm">
                {t('pubw_faq_link')}
              </Anchor>
            </Group>
          </Stack>
        </Card>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {benefits.map(({ key, Icon }) => (
            <Card key={key} withBorder radius="md" padding="lg" data-testid={`publishing-benefit-${key}`}>
              <Stack gap="xs">
                <ThemeIcon size={44} radius="xl" variant="light">
                  <Icon size={22} />
                </ThemeIcon>
                <Title order={2} size="h4">
                  {t(`pubw_benefit_${key}_title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`pubw_benefit_${key}_body`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <Modal opened={askContract} onClose={() => setAskContract(false)} title={t('pubw_contract_first_title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('pubw_contract_first_body')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAskContract(false)}>
              {t('action_cancel')}
            </Button>
            <Button onClick={() => navigate(publishingPaths.contract)} data-testid="publishing-contract-confirm">
              {t('pubw_contract_first_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

export const PublishingLandingPage = inPublishingArea(Landing);
