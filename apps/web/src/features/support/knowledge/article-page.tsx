import { Anchor, Badge, Center, Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { articleQuery } from '../api.ts';
import { RichText } from '../rich-text.tsx';
import { ContactCard, FallbackNote } from './knowledge-parts.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** One help article, with others of its topic beside it. */
export function ArticlePage() {
  const { t, i18n } = useTranslation();
  const { slug = '' } = useParams();
  const article = useQuery(articleQuery(i18n.language, slug));

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/knowledge" size="sm">
          ← {t('knowledge_back')}
        </Anchor>
        {article.isPending && (
          <Center py="xl">
            <Loader />
          </Center>
        )}
        {article.isError && <FormError messageKey={errorMessageKey(article.error) === 'error_not_found' ? 'knowledge_not_found' : errorMessageKey(article.error)} data-testid="knowledge-not-found" />}
        {article.data && (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="sm" component="article" data-testid="knowledge-article">
                <Badge variant="light">{t(`knowledge_topic_${article.data.article.topic}`)}</Badge>
                <Title order={1} size="h2">
                  {article.data.article.title}
                </Title>
                <Text size="lg" c="dimmed">
                  {article.data.article.summary}
                </Text>
                <FallbackNote fallback={article.data.fallback} />
                <div>
                  <RichText text={article.data.article.body} />
                </div>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                {article.data.related.length > 0 && (
                  <Stack gap="xs">
                    <Title order={2} size="h5">
                      {t('knowledge_related')}
                    </Title>
                    {article.data.related.map((related) => (
                      <Anchor key={related.slug} component={Link} to={`/knowledge/${related.slug}`} size="sm">
                        {related.title}
                      </Anchor>
                    ))}
                  </Stack>
                )}
                <ContactCard />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
