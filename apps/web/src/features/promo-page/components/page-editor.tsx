import { useCallback, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformById } from '@portal/domain/catalog/platforms';
import { ReleaseStatus } from '@portal/domain/enums';
import { normalizePromoPath, PROMO_BIO_MAX, PROMO_STORES, PROMO_TITLE_MAX, promoSocialKinds } from '@portal/domain/promotion/promo-page';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { accessQuery, createPage, pageQuery, songsQuery, updatePage, type PageAccess, type PageState } from '../api.ts';
import { PathField } from './path-field.tsx';

type Links = Record<string, string>;

interface Form {
  path: string;
  title: string;
  bio: string;
  storeLinks: Links;
  socialLinks: Links;
  featuredReleaseId: number | null;
  presaveEnabled: boolean;
  published: boolean;
}

function initialForm(state: PageState): Form {
  const { page, artist } = state;
  if (page) {
    const { path, title, bio, featuredReleaseId, presaveEnabled, published } = page;
    return { path, title, bio, featuredReleaseId, presaveEnabled, published, storeLinks: { ...page.storeLinks }, socialLinks: { ...page.socialLinks } };
  }
  return {
    path: state.suggestedPath,
    title: artist.artistName,
    bio: '',
    storeLinks: { ...(artist.spotifyUrl ? { spotify: artist.spotifyUrl } : {}), ...(artist.appleUrl ? { apple_music: artist.appleUrl } : {}) },
    socialLinks: {},
    featuredReleaseId: null,
    presaveEnabled: true,
    published: false,
  };
}

/** Server field paths (body.storeLinks.spotify) as the form's keys (storeLinks.spotify). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(error.details.map((detail) => [detail.field.replace(/^body\./, ''), detail.messageKey]));
}

const storeName = (storeId: number) => platformById(storeId)?.name ?? String(storeId);

/** The editor of one artist's promo page: address, texts, links, featured release, presave, publishing. */
export function PageEditor({ state, access }: { state: PageState; access: PageAccess }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(() => initialForm(state));
  const [pathOk, setPathOk] = useState(false);
  const songs = useQuery(songsQuery(state.artist.artistId));
  const page = state.page;
  const readOnly = !access.canEdit;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((old) => ({ ...old, [key]: value }));
  const setLink = (group: 'storeLinks' | 'socialLinks', key: string, value: string) => setForm((old) => ({ ...old, [group]: { ...old[group], [key]: value } }));
  const onValidity = useCallback((valid: boolean) => setPathOk(valid), []);

  const save = useMutation({
    mutationFn: (published: boolean) => {
      const body = { ...form, published };
      return page ? updatePage(page.pageId, body) : createPage(state.artist.artistId, body);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(pageQuery(state.artist.artistId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: accessQuery().queryKey });
      if (saved.page) setForm(initialForm(saved));
    },
  });
  const errors = fieldErrors(save.error);
  const generalError = save.error && Object.keys(errors).length === 0 ? t(errorMessageKey(save.error, (key) => i18n.exists(key))) : null;
  const releaseOptions = [...new Map((songs.data?.songs ?? []).filter((song) => song.status === ReleaseStatus.Live).map((song) => [song.albumId, song.albumTitle])).entries()].map(
    ([albumId, title]) => ({ value: String(albumId), label: title }),
  );
  const upcoming = state.upcomingRelease;
  // A saved page's own address needs no new check before saving other changes.
  const pathUnchanged = page !== null && normalizePromoPath(form.path) === page.path;
  const canToggle = access.canEdit && (form.published || access.canPublish);

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4">
              {t('promo_editor_heading')}
            </Title>
            <Badge color={page?.published ? 'teal' : 'gray'} variant="light" data-testid="promo-status">
              {t(page?.published ? 'promo_status_published' : page ? 'promo_status_draft' : 'promo_status_new')}
            </Badge>
          </Group>
          <PathField value={form.path} onChange={(value) => set('path', value)} pageId={page?.pageId} serverError={errors.path} onValidity={onValidity} readOnly={readOnly} />
          <TextInput
            label={t('promo_title')}
            value={form.title}
            maxLength={PROMO_TITLE_MAX}
            readOnly={readOnly}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errors.title && t(errors.title)}
            data-testid="promo-title"
          />
          <Textarea
            label={t('promo_bio')}
            description={t('promo_bio_hint', { used: form.bio.length, max: PROMO_BIO_MAX })}
            value={form.bio}
            maxLength={PROMO_BIO_MAX}
            autosize
            minRows={3}
            readOnly={readOnly}
            onChange={(event) => set('bio', event.currentTarget.value)}
            data-testid="promo-bio"
          />
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="xs">
          {t('promo_store_links')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('promo_store_links_hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {PROMO_STORES.map((store) => (
            <TextInput
              key={store.key}
              label={storeName(store.storeId)}
              placeholder={`https://${store.hosts[0]}/…`}
              value={form.storeLinks[store.key] ?? ''}
              readOnly={readOnly}
              onChange={(event) => setLink('storeLinks', store.key, event.currentTarget.value)}
              error={errors[`storeLinks.${store.key}`] && t(errors[`storeLinks.${store.key}`]!)}
              data-testid={`promo-store-${store.key}`}
            />
          ))}
        </SimpleGrid>
        <Title order={3} size="h5" mt="md" mb="sm">
          {t('promo_social_links')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {promoSocialKinds.map((kind) => (
            <TextInput
              key={kind}
              label={t(`promo_link_${kind}`)}
              placeholder="https://…"
              value={form.socialLinks[kind] ?? ''}
              readOnly={readOnly}
              onChange={(event) => setLink('socialLinks', kind, event.currentTarget.value)}
              error={errors[`socialLinks.${kind}`] && t(errors[`socialLinks.${kind}`]!)}
              data-testid={`promo-social-${kind}`}
            />
          ))}
        </SimpleGrid>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('promo_releases')}
          </Title>
          <Select
            label={t('promo_featured_release')}
            description={state.featuredRelease ? t('promo_featured_now', { title: state.featuredRelease.title }) : t('promo_featured_none')}
            data={[{ value: '', label: t('promo_featured_latest') }, ...releaseOptions]}
            value={form.featuredReleaseId ? String(form.featuredReleaseId) : ''}
            onChange={(value) => set('featuredReleaseId', value ? Number(value) : null)}
            readOnly={readOnly}
            allowDeselect={false}
            error={errors.featuredReleaseId && t(errors.featuredReleaseId)}
            data-testid="promo-featured"
          />
          <Switch
            label={t('promo_presave_switch')}
            description={
              upcoming ? t('promo_presave_upcoming', { title: upcoming.title, date: upcoming.releaseDate ?? '', stores: upcoming.presaveStoreIds.map(storeName).join(', ') }) : t('promo_presave_none')
            }
            checked={form.presaveEnabled}
            disabled={readOnly}
            onChange={(event) => set('presaveEnabled', event.currentTarget.checked)}
            data-testid="promo-presave-switch"
          />
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Switch
            label={t('promo_publish')}
            description={t(access.canPublish || form.published ? 'promo_publish_hint' : access.reason === 'not_settled' ? 'promo_publish_not_settled' : 'promo_no_edit')}
            checked={form.published}
            disabled={!canToggle}
            onChange={(event) => set('published', event.currentTarget.checked)}
            data-testid="promo-publish"
          />
          {generalError && (
            <Alert color="red" variant="light" data-testid="promo-error">
              {generalError}
            </Alert>
          )}
          <Group gap="sm" wrap="wrap">
            {access.canEdit && (
              <Button onClick={() => save.mutate(form.published)} loading={save.isPending} disabled={!(pathOk || pathUnchanged) || !form.title.trim()} data-testid="promo-save">
                {t(page ? 'promo_save' : 'promo_create')}
              </Button>
            )}
            {page && (
              <Anchor href={`${page.publicPath}?preview=1`} target="_blank" rel="noopener" size="sm" data-testid="promo-preview">
                {t('promo_preview')}
              </Anchor>
            )}
            {page?.published && (
              <Anchor href={page.publicPath} target="_blank" rel="noopener" size="sm" data-testid="promo-open">
                {t('promo_open_public')}
              </Anchor>
            )}
            {save.isSuccess && !save.isPending && (
              <Text size="sm" c="teal.8" data-testid="promo-saved" aria-live="polite">
                {t('promo_saved')}
              </Text>
            )}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
