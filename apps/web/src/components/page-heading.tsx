import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The head of a page below another: the way back, the title and what the page is for. */
export function PageHeading({ back, title, subtitle, mb }: { back: { to: string; label: string; testId?: string }; title: string; subtitle: string; mb?: string }) {
  return (
    <Stack gap={4} mb={mb}>
      <Anchor component={Link} to={back.to} size="sm" data-testid={back.testId}>
        {back.label}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}
