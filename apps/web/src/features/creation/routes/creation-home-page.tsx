import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ToolHeader } from '../components/tool-header.tsx';
import { aigcBasicQuery, type AigcBasic } from '../api.ts';

type ToolKey = keyof AigcBasic['tools'];

/** The tools of the creation home, in the order shown; each card links to /creation/<path>. */
const TOOLS: { key: ToolKey; path: string; icon: string }[] = [
  { key: 'mastering', path: 'mastering', icon: '◎' },
  { key: 'remix', path: 'remix', icon: '↻' },
  { key: 'coverArt', path: 'cover-art', icon: '▣' },
  { key: 'lyrics', path: 'lyrics', icon: '¶' },
  { key: 'mvStudio', path: 'mv-studio', icon: '▶' },
];

const toolKey = (key: ToolKey) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** /creation: the creation tools, the credits left this month, and which tools are off on this server. */
export function CreationHomePage() {
  const { t } = useTranslation();
  const basic = useQuery(aigcBasicQuery());
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <ToolHeader title={t('creation_title')} subtitle={t('creation_subtitle')} home />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {TOOLS.map((tool) => {
            const off = basic.data ? !basic.data.tools[tool.key] : false;
            return (
              <Card key={tool.key} component={Link} to={`/creation/${tool.path}`} withBorder radius="md" padding="lg" data-testid={`creation-card-${tool.path}`} style={{ textDecoration: 'none' }}>
                <Stack gap="sm">
                  <Group justify="space-between">
                    <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                      <Text fz={22} lh={1}>
                        {tool.icon}
                      </Text>
                    </ThemeIcon>
                    {off && (
                      <Badge color="gray" variant="light">
                        {t('creation_tool_off')}
                      </Badge>
                    )}
                  </Group>
                  <Text fw={600} fz="lg">
                    {t(`creation_tool_${toolKey(tool.key)}`)}
                  </Text>
                  <Text c="dimmed" fz="sm">
                    {t(`creation_tool_${toolKey(tool.key)}_text`)}
                  </Text>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
