import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYOUT_METHODS, WITHDRAW_STATUSES } from '@portal/domain/money/withdrawal';
import { ROYALTY_GROUPS } from '@portal/contract/revenue';
import { REPORT_FORMATS, REPORT_KINDS, REPORT_STATUSES, TASK_KINDS } from '@portal/contract/revenue-reports';
import { INVITE_STATUSES, SPLIT_STATUSES } from '@portal/domain/money/splits';
import { describe, expect, it } from 'vitest';
import { SettlementStatus, SignStatus } from '@portal/domain/enums';
import { loginCodeMessageKeys, businessCodeMessageKeys } from '@portal/domain/errors';
import { PermissionAction, PermissionResource } from '@portal/domain/enums';
import { contractTypes } from '@portal/domain/contracts';
import { IdDocumentType, PhotoSlot, idDocumentTypeMessageKey, photoSlotMessageKey } from '@portal/domain/identity';
import { NoticeCategory, noticeCategoryKey } from '@portal/domain/notices';
import { emailTopics } from '@portal/domain/email-topics';
import { platform as oauthPlatform } from '@portal/contract/oauth';
import { contributorRoles } from '@portal/domain/catalog/contributor-roles';
import { genres } from '@portal/domain/catalog/genres';
import { continents } from '@portal/domain/catalog/territories';
import { RuleMessage } from '@portal/domain/release/messages';
import { ArtistNameMessage } from '@portal/domain/release/artist-name';
import { LicensedContentType, versionKeywords } from '@portal/domain/release/model';
import { PublishingMessage } from '@portal/domain/publishing/messages';
import { genreKey } from './genre-text.ts';
import { CREATOR_CATEGORIES, GENDERS, PLAYLIST_KINDS, TRAFFIC_SOURCES } from '@portal/domain/analytics/vocabulary';
import { PITCH_INSTRUMENTS, PITCH_MOODS, PITCH_STYLES } from '@portal/domain/promotion/pitching';
import { DISCOVERY_MODE_STATUSES, PROMOTION_ACTIONS, PROMOTION_STATUSES, SERVICE_TYPES, serviceKey, TRACK_PROMOTION_STATES } from '@portal/domain/promotion/center';
import { promoSocialKinds } from '@portal/domain/promotion/promo-page';
import { ACTIVITY_STATUSES, ACTIVITY_TYPES } from '@portal/domain/activities';
import { remixFormats, remixPresets } from '@portal/domain/audio/remix/remix-plan';
import { AIGC_TOOLS, aigcResultMessageKeys } from '@portal/domain/aigc/tasks';
import { MASTERING_GENRES, MASTERING_TARGETS } from '@portal/domain/audio/mastering-targets';
import { SPECTRAL_BANDS } from '@portal/domain/audio/spectrum';
import { CONTENT_SUPPLY_STATUSES } from '@portal/domain/open-extras';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, KNOWLEDGE_TOPICS } from '@portal/domain/support';
import { breakthroughTiers, monetizationTypes, monetizationVariants, OacMergeStatus, optInStates } from '@portal/domain/monetization/programmes';
import { monetizationReasonKeys } from '@portal/domain/monetization/qualify';
import { LRC_ISSUE_KEYS } from '@portal/domain/lyrics/lrc';
import { MV_ASPECTS, MV_MOTIONS, MV_STYLES, MV_TEMPLATES, MV_TRANSITIONS, MV_VISUALISERS } from '@portal/domain/mv-studio/concept';
import { COVER_ART_STYLES } from '@portal/domain/cover-art/cover-art';
import { categoryKey, genderKey, playlistKindKey, sourceKey } from '../features/analytics/labels.ts';
import { batchMethods, batchRowStatuses, batchTaskStatuses, importTargets } from '@portal/domain/bulk-import/model';
import { FIELD_LABEL_KEYS, methodHintKey, methodKey, rowStatusKey, taskStatusKey } from '../features/bulk-import/labels.ts';

const src = fileURLToPath(new URL('..', import.meta.url));
const catalog = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../packages/i18n/locales/en.json', import.meta.url)), 'utf8')) as Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const sources = sourceFiles(src).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('message keys used by the web app', () => {
  it('every literal t() key exists in en.json', () => {
    const missing: string[] = [];
    for (const { path, text } of sources) {
      for (const match of text.matchAll(/\bt\(\s*'([a-z0-9_]+)'/g)) if (!(match[1]! in catalog)) missing.push(`${match[1]} (${path.slice(src.length)})`);
      for (const match of text.matchAll(/(?:messageKey|Key)=?"([a-z][a-z0-9_]+)"/g)) if (!(match[1]! in catalog)) missing.push(`${match[1]} (${path.slice(src.length)})`);
    }
    expect(missing).toEqual([]);
  });

  it('keys built at run time exist too', () => {
    const dynamic = [
      ...Object.keys(SettlementStatus).map((name) => `settlement_status_${name}`),
      ...Object.keys(SignStatus).map((name) => `sign_status_${name}`),
      ...['open', 'system', 'release'].map((scope) => `admin_gate_scope_${scope}`),
      ...['match', 'boe', 'prod'].map((env) => `test_config_env_${env}`),
      ...['email', 'sms'].map((channel) => `admin_outbox_channel_${channel}`),
      ...['pending', 'logged', 'sent', 'failed'].map((status) => `admin_outbox_status_${status}`),
      ...['INIT', 'INFO_SENT', 'SUCCESS', 'FAILED'].map((status) => `admin_pub_status_${status}`),
      ...['show', 'close', 'click'].map((event) => `admin_survey_event_${event}`),
      ...PAYOUT_METHODS.map((method) => `rev_method_${method}`),
      ...WITHDRAW_STATUSES.map((status) => `rev_status_${status}`),
      ...WITHDRAW_STATUSES.map((status) => `admin_money_status_${status}`),
      ...WITHDRAW_STATUSES.filter((status) => status !== 'Notified').map((status) => `admin_money_move_${status}`),
      ...ROYALTY_GROUPS.map((group) => `rev_group_${group}`),
      ...['stream', 'download', 'ugc', 'other'].map((type) => `rev_sale_${type}`),
      ...SPLIT_STATUSES.map((status) => `split_ui_status_${status}`),
      ...INVITE_STATUSES.map((status) => `split_ui_invite_${status}`),
      ...REPORT_KINDS.map((kind) => `rep_kind_${kind}`),
      ...TASK_KINDS.map((kind) => `rep_kind_${kind}_hint`),
      ...REPORT_FORMATS.map((format) => `rep_format_${format}`),
      ...REPORT_STATUSES.map((status) => `rep_status_${status}`),
      ...['queued', 'running', 'done', 'failed'].map((status) => `admin_money_sales_status_${status}`),
      ...['console', 'folder'].map((source) => `admin_money_sales_source_${source}`),
      ...['streams', 'short_video', 'video', 'playlists', 'presaves', 'unknown'].map((kind) => `admin_analytics_kind_${kind}`),
      ...['overview', 'streaming', 'short_video', 'video', 'playlists', 'sources'].map((tab) => `an_tab_${tab}`),
      ...['an_metric_listeners', 'an_playlist_adds', 'an_skips', 'an_likes', 'an_shares', 'an_comments', 'an_short_video_views', 'an_watch_hours', 'an_claims', 'an_bucket_unknown'],
      ...Object.entries(TRAFFIC_SOURCES).flatMap(([storeId, sources]) => sources.map((source) => sourceKey(Number(storeId), source))),
      ...GENDERS.map(genderKey),
      ...CREATOR_CATEGORIES.map(categoryKey),
      ...PLAYLIST_KINDS.map(playlistKindKey),
      // The analytics import's issues and failures, named by the server (import-tally.ts, layouts.ts).
      ...[
        'not_count',
        'too_large',
        'not_date',
        'not_isrc',
        'not_upc',
        'unknown_store',
        'empty',
        'not_breakdown',
        'unknown_bucket',
        'bucket_count',
        'over_total',
        'not_country',
        'no_sources',
        'playlist_kind',
        'removed_before_added',
        'not_json_object',
        'field_count',
        'unterminated_quote',
        'no_track',
        'no_release',
        'repeated_rows',
        'other',
      ].map((issue) => `import_issue_${issue}`),
      ...['file_missing', 'unknown_layout', 'unexpected'].map((failure) => `import_failed_${failure}`),
      ...PITCH_MOODS.map((mood) => `pitch_mood_${mood}`),
      ...PITCH_STYLES.map((style) => `pitch_style_${style}`),
      ...PITCH_INSTRUMENTS.map((instrument) => `pitch_instrument_${instrument}`),
      ...['in_review', 'released', 'no_date', 'too_late', 'store_not_chosen'].map((block) => `pitch_block_${block}`),
      ...SERVICE_TYPES.flatMap((type) => [serviceKey(type), `${serviceKey(type)}_hint`]),
      ...PROMOTION_STATUSES.map((status) => `promo_status_${status}`),
      ...TRACK_PROMOTION_STATES.map((state) => `promo_state_${state}`),
      ...DISCOVERY_MODE_STATUSES.map((status) => `promo_dm_status_${status}`),
      ...PROMOTION_ACTIONS.map((action) => `admin_promo_${action}`),
      ...['UPCOMING', 'OPEN', 'FULL', 'CLOSED'].map((state) => `admin_promo_state_${state}`),
      ...['campaigns', 'applications', 'songs', 'discovery'].map((tab) => `promo_tab_${tab}`),
      ...['released', 'upcoming', 'any', 'min_tier_300', 'min_tier_400'].map((rule) => `promo_rule_${rule}`),
      ...['labels_only', 'tier_too_low'].flatMap((block) => [`promo_applicant_block_${block}`, `promo_applicant_${block}`]),
      ...['not_released', 'not_upcoming', 'too_new', 'too_old', 'too_late', 'store_not_chosen', 'explicit', 'not_opted_in', 'territory', 'copyright_risk'].map((block) => `promo_block_${block}`),
      ...promoSocialKinds.map((kind) => `promo_link_${kind}`),
      ...['published', 'draft', 'new'].map((status) => `promo_status_${status}`),
      ...[
        'promo_path_too_short',
        'promo_path_too_long',
        'promo_path_characters',
        'promo_path_reserved',
        'promo_path_taken',
        'promo_store_link_wrong_host',
        'promo_featured_release_invalid',
        'promo_publish_not_settled',
      ],
      ...['no_match', 'no_rate', 'invalid'].map((reason) => `admin_money_sales_reason_${reason}`),
      ...['SUBMITTED', 'EXPORTED', 'REGISTERED', 'REJECTED', 'CONFLICT'].map((status) => `admin_pub_work_${status}`),
      ...Object.keys(PermissionResource).map((name) => `permission_resource_${name}`),
      ...Object.keys(PermissionAction).map((name) => `permission_action_${name}`),
      ...['pending', 'accepted', 'recalled', 'expired'].map((status) => `team_invite_status_${status}`),
      ...[1, 2, 3, 4].map((result) => `team_invite_result_${result}`),
      ...Object.values(NoticeCategory).map(noticeCategoryKey),
      ...contractTypes.map((type) => `contract_type_${type}`),
      ...[0, 1, 2, 3, 4].map((status) => `contract_status_${status}`),
      ...['SIMPLE_SIGN', 'DOCUSIGN', 'OFFLINE'].map((method) => `contract_method_${method}`),
      ...[0, 1, 2].map((category) => `contract_category_${category}`),
      ...Object.values(IdDocumentType).map(idDocumentTypeMessageKey),
      ...Object.values(PhotoSlot).map(photoSlotMessageKey),
      ...emailTopics.map((topic) => `settings_topic_${topic}`),
      ...emailTopics.map((topic) => `settings_topic_${topic}_hint`),
      ...emailTopics.filter((topic) => topic !== 'account').map((topic) => `unsubscribe_message_${topic}`),
      ...['pending', 'approved', 'rejected'].map((status) => `artist_claim_status_${status}`),
      ...['instagram', 'facebook', 'official_website', 'tiktok'].map((kind) => `artist_link_${kind}`),
      ...['spotify', 'apple'].map((kind) => `store_account_${kind}`),
      ...oauthPlatform.options.map((name) => `platform_name_${name}`),
      ...['oauth_status_success_title', 'oauth_status_error_title', 'oauth_status_error_generic', 'oauth_scope_invalid', 'oauth_state_mismatch'],
      ...['oauth_window_closing', 'oauth_auth_fail', 'music_tab_status_activated', 'music_tab_status_pending'],
      'notice_empty',
      'notice_empty_unread',
      ...['necessary', 'functional', 'analytics', 'marketing'].flatMap((c) => [`cookie_category_${c}`, `cookie_category_${c}_hint`]),
      ...['too_many', 'not_relevant', 'never_signed_up', 'other'].map((reason) => `unsubscribe_reason_${reason}`),
      ...['totp', 'email', 'sms'].map((method) => `settings_two_step_method_${method}`),
      ...Object.values(loginCodeMessageKeys),
      ...Object.values(businessCodeMessageKeys),
      ...['create', 'draft', 'update', 'limited', 'readonly'].map((mode) => `rf_title_${mode}`),
      ...['idle', 'saving', 'saved', 'failed', 'conflict'].map((state) => `rf_save_${state}`),
      ...['single', 'album'].flatMap((kind) => [`rf_kind_${kind}`, `rf_kind_${kind}_hint`]),
      ...['in_house', 'streaming', 'social'].map((type) => `rf_store_type_${type}`),
      ...versionKeywords.map((keyword) => `rf_version_${keyword.toLowerCase()}`),
      ...Object.keys(LicensedContentType).map((name) => `rf_licensed_type_${name.toLowerCase()}`),
      ...continents.map((continent) => `continent_${continent.toLowerCase()}`),
      ...contributorRoles.map((role) => `contributor_role_${role.id}`),
      ...genres.map((genre) => genreKey(genre.id)),
      ...Object.values(RuleMessage),
      ...['primary', 'featured'].map((role) => `rf_artist_role_${role}`),
      ...['spotify', 'apple'].flatMap((kind) => [`rf_artist_${kind}`, `rf_artist_${kind}_hint`, `artist_${kind}_id_invalid`]),
      ...Object.values(ArtistNameMessage),
      ...['artist_name_taken', 'artist_store_id_taken'],
      ...['Init', 'UnderReview', 'NotApproved', 'Approved', 'Delivered', 'Live', 'Takedown'].map((status) => `release_status_${status}`),
      ...['pending', 'delivered', 'live', 'takedown_pending', 'taken_down', 'failed', 'not_sent'].map((state) => `release_delivery_${state}`),
      ...['cover', 'audio', 'metadata', 'artist', 'rights'].map((reason) => `admin_release_reason_${reason}`),
      ...['required', 'too_many', 'too_long'].map((problem) => `admin_release_reason_${problem}`),
      'user_type_artist',
      'user_type_label_management',
      'user_type_label_label',
      'validation_required',
      'validation_too_long',
      'error_network',
      'error_not_found',
      'internal_error',
      ...['invalid', 'https_only', 'credentials'].map((problem) => `upload_link_${problem}`),
      ...['upload_dump_source_failed', 'upload_dump_body_unreadable', 'upload_dump_invalid', 'upload_dump_source_status'],
      ...['free', 'coverage', 'territories', 'copyright', 'royalties', 'easy'].flatMap((benefit) => [`pubw_benefit_${benefit}_title`, `pubw_benefit_${benefit}_body`]),
      ...['administration', 'copyright', 'royalties', 'timeline', 'unmatched', 'publisher_share', 'performance', 'term'].map((term) => `pubw_terms_publishing_${term}`),
      ...['scope', 'billing', 'termination', 'income', 'minimum', 'collection'].map((term) => `pubw_terms_amendment_${term}`),
      ...['transmission', 'info', 'royalties', 'withdraw'].map((hint) => `pubw_tracks_hint_${hint}`),
      ...['pubw_summary_is_pro', 'pubw_summary_pro', 'pubw_summary_ipi', 'pubw_summary_organization_type', 'pubw_phone', 'pubw_street', 'pubw_state', 'pubw_territory', 'pubw_zip', 'pubw_ssn'],
      ...Object.values(PublishingMessage),
      ...ACTIVITY_STATUSES.map((status) => `activity_status_${status}`),
      ...ACTIVITY_TYPES.map((type) => `activity_type_${type}`),
      ...['invitees', 'approvedAccounts', 'qualifiedTracks', 'pendingPayments'].map((name) => `activity_stat_${name}`),
      ...CONTENT_SUPPLY_STATUSES.map((status) => `content_supply_status_${status}`),
      ...FEEDBACK_CATEGORIES.map((category) => `feedback_category_${category}`),
      ...FEEDBACK_STATUSES.map((status) => `feedback_status_${status}`),
      ...KNOWLEDGE_TOPICS.map((topic) => `knowledge_topic_${topic}`),
      ...['knowledge', 'publishing'].map((faq) => `admin_support_faq_source_${faq}`),
      'ai_feedback_chatting_error',
      ...monetizationTypes.flatMap((type) => [`monetization_programme_${type}`, `monetization_programme_${type}_hint`]),
      ...optInStates.map((state) => `monetization_state_${state}`),
      ...breakthroughTiers.flatMap((tier) => [`monetization_tier_${tier}`, `monetization_tier_${tier}_hint`]),
      ...Object.keys(monetizationVariants).flatMap((variant) => [`monetization_variant_${variant}`, `monetization_variant_${variant}_hint`]),
      ...Object.values(OacMergeStatus).map((status) => `oac_status_${status}`),
      ...['not_linked', 'no_live_release', 'pending', 'merged'].map((block) => `oac_block_${block}`),
      ...monetizationReasonKeys,
      ...['monetization_tier_invalid', 'monetization_not_opted_in', 'monetization_song_not_found', 'oac_request_not_found', 'oac_move_not_allowed', 'admin_oac_open'],
      'unsubscribe_message_market',
      ...remixPresets.map((preset) => `remix_preset_${preset}`),
      ...remixFormats.map((format) => `remix_format_${format}`),
      ...['remix_trim_invalid', 'remix_too_short', 'remix_fades_too_long', 'chorus_track_too_short'],
      ...Object.values(aigcResultMessageKeys),
      ...Object.keys(AIGC_TOOLS).flatMap((tool) => {
        const key = `creation_tool_${tool.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
        return [key, `${key}_text`];
      }),
      ...SPECTRAL_BANDS.map((band) => `mastering_band_${band.name}`),
      ...Object.keys(MASTERING_TARGETS).flatMap((target) => [`mastering_target_${target}`, `mastering_target_${target}_text`]),
      ...MASTERING_GENRES.map((genre) => `mastering_genre_${genre}`),
      ...['silent', 'clipping', 'true_peak_high', 'quiet', 'very_loud', 'loudness_ok', 'wide_dynamics', 'squashed', 'boomy', 'thin', 'harsh', 'dull', 'leading_silence', 'trailing_silence'].map(
        (advice) => `mastering_advice_${advice}`,
      ),
      ...['mastering_source_not_found', 'mastering_analyse_first', 'mastering_not_ready', 'mastering_track_not_found', 'aigc_tool_off'],
      ...LRC_ISSUE_KEYS,
      ...['lyrics_track_not_found', 'lyrics_no_audio', 'lyrics_lrc_invalid', 'lyrics_song_words_locked', 'lyrics_track_instrumental', 'lyrics_revision_required'],
      // Music-video studio (decision 038): choices, task states and kinds, and the server's refusals.
      ...MV_TEMPLATES.map((v) => `mv_template_${v}`),
      ...MV_ASPECTS.map((v) => `mv_aspect_${v.replace(':', '_')}`),
      ...MV_STYLES.map((v) => `mv_style_${v}`),
      ...MV_MOTIONS.map((v) => `mv_motion_${v}`),
      ...MV_VISUALISERS.map((v) => `mv_visualiser_${v}`),
      ...MV_TRANSITIONS.map((v) => `mv_transition_${v}`),
      ...['init', 'processing', 'success', 'fail'].map((state) => `mv_task_state_${state}`),
      ...['mv_video', 'video_edit'].map((kind) => `mv_task_kind_${kind}`),
      ...[
        'song_without_audio',
        'image_not_found',
        'segment_outside_song',
        'project_not_found',
        'song_too_short',
        'shots_count_invalid',
        'shot_duration_invalid',
        'shot_image_unknown',
        'shot_motion_invalid',
        'shots_total_mismatch',
        'shots_not_confirmed',
        'image_format',
        'image_too_small',
        'image_too_large',
        'image_no_subject',
        'post_task_not_finished',
        'post_not_linked',
        'post_failed',
      ].map((key) => `mv_${key}`),
      // Cover art (decision 036): the styles (and the hosted model's) and the server's refusals.
      ...[...COVER_ART_STYLES, 'model'].flatMap((style) => [`cover_art_style_${style.replace('-', '_')}`, `cover_art_style_${style.replace('-', '_')}_text`]),
      ...['cover_art_title_too_long', 'cover_art_artist_too_long', 'cover_art_photo_too_small', 'cover_art_model_off', 'cover_art_check_failed', 'imagex_url_invalid'],
      // Bulk import (issue 10): task and row states, methods, import targets, and the form's field labels of a finding.
      ...batchTaskStatuses.map(taskStatusKey),
      ...batchMethods.flatMap((method) => [methodKey(method), methodHintKey(method)]),
      ...batchRowStatuses.map(rowStatusKey),
      ...importTargets.flatMap((target) => [`bulk_ui_target_${target}`, `bulk_ui_target_${target}_hint`]),
      ...FIELD_LABEL_KEYS,
      // The DDEX and migration readers' read and file issues, named by the server (batch-import/ern, batch-import/migration).
      ...[
        'xml_too_large',
        'xml_doctype',
        'xml_malformed',
        'xml_encoding',
        'genre_missing',
        'genre_unknown',
        'subgenre_unknown',
        'language_unknown',
        'date_invalid',
        'url_not_https',
        'csv_value_invalid',
        'csv_value_conflict',
      ].map((code) => `bulk_${code}`),
      ...[
        'not_new_release_message',
        'version_unsupported',
        'no_release',
        'unreadable',
        'not_xml',
        'no_messages',
        'cover_missing',
        'file_missing',
        'no_deal',
        'parental_warning_unknown',
        'party_unknown',
        'release_type_unsupported',
        'resource_unknown',
        'resource_unsupported',
        'role_unknown',
        'territory_unknown',
        'uri_outside',
        'uri_unsupported',
      ].map((code) => `bulk_ern_${code}`),
      ...[
        'already_in_portal',
        'archive_missing',
        'csv_empty',
        'csv_layout_unknown',
        'file_ambiguous',
        'file_not_in_archive',
        'identifier_invalid',
        'isrc_missing',
        'not_csv',
        'not_found',
        'original_date_missing',
        'release_title_missing',
        'row_unplaced',
        'track_title_missing',
        'upc_missing',
      ].map((code) => `bulk_migration_${code}`),
    ];
    expect(dynamic.filter((key) => !(key in catalog))).toEqual([]);
  });

  it('no visible text is hard-coded in JSX between tags', () => {
    const offenders: string[] = [];
    for (const { path, text } of sources) {
      if (!path.endsWith('.tsx')) continue;
      // Text nodes of letters directly inside elements, e.g. <span>Hello</span>.
      for (const match of text.matchAll(/(?<![=])>\s*([A-Za-z][A-Za-z ,.'!?]{2,})\s*</g)) offenders.push(`${match[1]} (${path.slice(src.length)})`);
    }
    expect(offenders).toEqual([]);
  });
});
