import { Checkbox, Divider, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Explicitness, parseVersion, publishingEnabled, type ReleaseUserFlags, type TrackInput } from '@portal/domain/release/model';
import type { TrackField } from '@portal/domain/release/validate';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { FormTrack } from '../form-model.ts';
import { languageOptions } from '../labels.ts';
import { ArtistsInput, ContributorsInput, NamesInput } from './people-inputs.tsx';
import { VersionInput } from './version-input.tsx';
import { licensedContentTypeOptions } from '../options.ts';

interface Props {
  track: FormTrack;
  onChange: (patch: Partial<TrackInput>) => void;
  message: (field: TrackField) => string | undefined;
  locked: (field: TrackField) => boolean;
  user: ReleaseUserFlags;
  artistSuggestions: string[];
  audio: React.ReactNode;
  /** Shown under the identifiers: the recording this ISRC already names, to reuse. */
  isrcHelp?: React.ReactNode;
}

/** Every field of one track (document 3 section 3), with the rules' message under each. */
export function TrackEditor({ track, onChange, message, locked, user, artistSuggestions, audio, isrcHelp }: Props) {
  const { t, i18n } = useTranslation();
  const languages = languageOptions(i18n.language);
  const field = (name: TrackField) => ({ error: message(name), disabled: locked(name) });
  const version = parseVersion(track.version);
  const percent = track.publishingPercentage === undefined ? '' : track.publishingPercentage / 100;

  return (
    <Stack gap="md" data-testid="track-editor">
      {audio}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('rf_track_title')} required value={track.title ?? ''} onChange={(e) => onChange({ title: e.currentTarget.value })} {...field('title')} data-testid="track-title" />
        <VersionInput value={track.version ?? ''} onChange={(value) => onChange({ version: value })} {...field('version')} testId="track-version" />
        <TextInput
          label={t('rf_english_title')}
          description={t('rf_english_title_hint')}
          value={track.englishTitle ?? ''}
          onChange={(e) => onChange({ englishTitle: e.currentTarget.value })}
          {...field('englishTitle')}
        />
        <Select label={t('rf_track_language')} data={languages} searchable clearable value={track.language || null} onChange={(value) => onChange({ language: value ?? '' })} {...field('language')} />
      </SimpleGrid>

      <ArtistsInput
        label={t('rf_primary_artists')}
        value={track.uniMainArtistObjects ?? []}
        onChange={(value) => onChange({ uniMainArtistObjects: value })}
        suggestions={artistSuggestions}
        {...field('uniMainArtistObjects')}
        testId="track-primary-artists"
      />
      <ArtistsInput
        label={t('rf_featured_artists')}
        value={track.uniFeaturedArtistObjects ?? []}
        onChange={(value) => onChange({ uniFeaturedArtistObjects: value })}
        suggestions={artistSuggestions}
        {...field('uniFeaturedArtistObjects')}
        artistRole="featured"
        testId="track-featured-artists"
      />
      <ContributorsInput
        label={t('rf_contributors')}
        kind="contributor"
        value={track.uniContributorObjects ?? []}
        onChange={(value) => onChange({ uniContributorObjects: value })}
        {...field('uniContributorObjects')}
        testId="track-contributors"
      />
      <ContributorsInput
        label={t('rf_production')}
        kind="production"
        value={track.uniProductionAndEngineeringObjects ?? []}
        onChange={(value) => onChange({ uniProductionAndEngineeringObjects: value })}
        {...field('uniProductionAndEngineeringObjects')}
        testId="track-production"
      />

      <Divider />
      <Title order={3} size="h5">
        {t('rf_lyrics_section')}
      </Title>
      <Switch label={t('rf_instrumental')} checked={track.isInstrumental === true} onChange={(e) => onChange({ isInstrumental: e.currentTarget.checked })} {...field('isInstrumental')} />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('rf_explicitness')}
        </Text>
        <SegmentedControl
          value={track.explicitness === undefined ? '' : String(track.explicitness)}
          onChange={(value) => onChange({ explicitness: Number(value) })}
          disabled={locked('explicitness')}
          data={[
            { value: String(Explicitness.NO), label: t('rf_explicit_non_explicit') },
            { value: String(Explicitness.YES), label: t('rf_explicit_explicit') },
            { value: String(Explicitness.CLEAN), label: t('rf_explicit_clean') },
          ]}
          data-testid="track-explicitness"
        />
        {message('explicitness') && (
          <Text size="xs" c="red" mt={4} role="alert">
            {message('explicitness')}
          </Text>
        )}
      </div>
      {track.isInstrumental !== true && (
        <>
          <Select
            label={t('rf_lyrics_language')}
            data={languages}
            searchable
            clearable
            value={track.lyricsLanguage || null}
            onChange={(value) => onChange({ lyricsLanguage: value ?? '' })}
            {...field('lyricsLanguage')}
          />
          <Textarea
            label={t('rf_lyrics')}
            autosize
            minRows={3}
            maxRows={12}
            value={track.lyrics ?? ''}
            onChange={(e) => onChange({ lyrics: e.currentTarget.value })}
            {...field('lyrics')}
            data-testid="track-lyrics"
          />
          <NamesInput label={t('rf_lyricists')} value={track.lyricistsName ?? []} onChange={(value) => onChange({ lyricistsName: value })} {...field('lyricistsName')} testId="track-lyricists" />
        </>
      )}
      <NamesInput label={t('rf_songwriters')} value={track.songwritersName ?? []} onChange={(value) => onChange({ songwritersName: value })} {...field('songwritersName')} testId="track-songwriters" />
      {version.keyword === 'Cover' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('rf_original_title')} value={track.originalTitle ?? ''} onChange={(e) => onChange({ originalTitle: e.currentTarget.value })} {...field('originalTitle')} />
          <NamesInput
            label={t('rf_original_songwriters')}
            value={track.originalSongwritersName ?? []}
            onChange={(value) => onChange({ originalSongwritersName: value })}
            {...field('originalSongwritersName')}
          />
        </SimpleGrid>
      )}

      <Divider />
      <Title order={3} size="h5">
        {t('rf_identifiers_section')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('rf_isrc')} description={t('rf_isrc_hint')} value={track.isrc ?? ''} onChange={(e) => onChange({ isrc: e.currentTarget.value })} {...field('isrc')} />
        <TextInput label={t('rf_iswc')} value={track.iswc ?? ''} onChange={(e) => onChange({ iswc: e.currentTarget.value })} {...field('iswc')} />
      </SimpleGrid>
      {isrcHelp}
      <Checkbox
        label={t('rf_track_previously_released')}
        checked={track.isPreviouslyReleased === true}
        onChange={(e) => onChange({ isPreviouslyReleased: e.currentTarget.checked })}
        disabled={locked('isPreviouslyReleased')}
      />

      <Divider />
      <Title order={3} size="h5">
        {t('rf_publishing_section')}
      </Title>
      {publishingEnabled(user) && (
        <NumberInput
          label={t('rf_publishing_percentage')}
          min={0}
          max={100}
          decimalScale={2}
          suffix=" %"
          value={percent}
          onChange={(value) => onChange({ publishingPercentage: value === '' ? undefined : Math.round(Number(value) * 100) })}
          {...field('publishingPercentage')}
        />
      )}
      <Switch label={t('rf_exist_publisher')} checked={track.existPublisher === true} onChange={(e) => onChange({ existPublisher: e.currentTarget.checked })} {...field('existPublisher')} />
      {!user.isLabel && track.existPublisher !== true && (
        <Switch
          label={t('rf_exist_local_society')}
          checked={track.existLocalSociety === true}
          onChange={(e) => onChange({ existLocalSociety: e.currentTarget.checked })}
          {...field('existLocalSociety')}
        />
      )}
      {user.allowLicense && (
        <Stack gap="xs">
          <Switch label={t('rf_licensed_content')} checked={track.licensedContent === true} onChange={(e) => onChange({ licensedContent: e.currentTarget.checked })} {...field('licensedContent')} />
          {track.licensedContent && (
            <Select
              label={t('rf_licensed_content_type')}
              data={licensedContentTypeOptions(t)}
              value={track.licensedContentType === undefined ? null : String(track.licensedContentType)}
              onChange={(value) => onChange({ licensedContentType: value === null ? undefined : Number(value) })}
              {...field('licensedContentType')}
            />
          )}
        </Stack>
      )}

      <Divider />
      <Title order={3} size="h5">
        {t('rf_opt_ins_section')}
      </Title>
      <OptIn label={t('rf_opt_in_promote')} checked={track.optInPromote === true} onChange={(checked) => onChange({ optInPromote: checked })} {...field('optInPromote')} />
      <OptIn label={t('rf_opt_in_cml')} checked={track.optInCML === true} onChange={(checked) => onChange({ optInCML: checked })} {...field('optInCML')} />
      <OptIn label={t('rf_opt_in_capcut')} checked={track.optInCapCut === true} onChange={(checked) => onChange({ optInCapCut: checked })} {...field('optInCapCut')} />
      <OptIn
        label={t('rf_opt_in_content_id')}
        checked={track.optInYouTubeContentID === true}
        onChange={(checked) => onChange({ optInYouTubeContentID: checked })}
        {...field('optInYouTubeContentID')}
      />
      {user.enableOptInFullTrack && (
        <OptIn label={t('rf_opt_in_full_song')} checked={track.mccFullSongIntention === true} onChange={(checked) => onChange({ mccFullSongIntention: checked })} {...field('mccFullSongIntention')} />
      )}
    </Stack>
  );
}

function OptIn({ label, checked, onChange, error, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; error?: string; disabled?: boolean }) {
  return <Checkbox label={label} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} error={error} disabled={disabled} />;
}
