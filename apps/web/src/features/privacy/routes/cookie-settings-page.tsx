import { useState } from 'react';
import { Alert, Anchor, Button, Card, Container, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { browserSendsGpc, cookieCategories, lockedByGpc, readCookieChoice, saveCookieChoice, type CookieChoice } from '../../../lib/cookie-consent.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Which cookies the portal may set; a browser's Global Privacy Control signal is honoured and shown. */
export function CookieSettingsPage() {
  const { t } = useTranslation();
  const gpc = browserSendsGpc();
  const [choice, setChoice] = useState<CookieChoice>(() => readCookieChoice());
  const [saved, setSaved] = useState(false);
  const save = (next: Partial<CookieChoice>) => {
    setChoice(saveCookieChoice(next));
    setSaved(true);
  };
  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }}>
      <Title order={1} size="h2" mb="xs">
        {t('cookie_settings_title')}
      </Title>
      <Text c="dimmed" mb="xs">
        {t('cookie_settings_intro')}
      </Text>
      <Anchor component={Link} to="/legal/cookies" size="sm" mb="lg" display="inline-block" data-testid="cookie-policy-link">
        {t('cookie_settings_policy_link')}
      </Anchor>
      {gpc && (
        <Alert variant="light" mb="lg" data-testid="cookie-gpc">
          {t('cookie_settings_gpc')}
        </Alert>
      )}
      <Card withBorder padding="lg">
        <Stack gap="md">
          {cookieCategories.map((category) => (
            <Switch
              key={category}
              checked={choice[category]}
              disabled={category === 'necessary' || lockedByGpc(category)}
              onChange={(e) => {
                setSaved(false);
                setChoice({ ...choice, [category]: e.currentTarget.checked });
              }}
              label={t(`cookie_category_${category}`)}
              description={t(`cookie_category_${category}_hint`)}
              data-testid={`cookie-${category}`}
            />
          ))}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => save({ functional: false, analytics: false, marketing: false })} data-testid="cookie-reject-all">
              {t('cookie_reject_optional')}
            </Button>
            <Button onClick={() => save(choice)} data-testid="cookie-save">
              {t('cookie_save_choice')}
            </Button>
          </Group>
          {saved && (
            <Text size="sm" c="teal" ta="end" data-testid="cookie-saved">
              {t('settings_saved')}
            </Text>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
