import { PLAYLIST_KINDS, type ShortVideoMetric, type StreamMetric, type VideoMetric } from '@portal/domain/analytics/vocabulary';
import { optionSource } from '../../lib/option-sources.ts';
import { EXPORT_FORMATS, EXPORT_KINDS } from './export-api.ts';
import { playlistKindKey } from './labels.ts';

/** The data-insight pages' lists of choices whose labels are message keys (lib/option-sources.ts). */

/** The message key of each measure a "day by day" trend offers. */
export const STREAM_METRIC_LABELS: Record<StreamMetric, string> = {
  streams: 'an_streams',
  listeners: 'an_metric_listeners',
  saves: 'an_saves',
  playlistAdds: 'an_playlist_adds',
  skips: 'an_skips',
};
export const SHORT_VIDEO_METRIC_LABELS: Record<ShortVideoMetric, string> = {
  creations: 'an_creations',
  views: 'an_short_video_views',
  likes: 'an_likes',
  shares: 'an_shares',
  comments: 'an_comments',
};
export const VIDEO_METRIC_LABELS: Record<VideoMetric, string> = { views: 'an_video_views', watchSeconds: 'an_watch_hours', claims: 'an_claims' };
export const PLAYLIST_TREND_LABELS = { placements: 'an_placements', reach: 'an_reach' } as const;

export const metricOptions = optionSource<[metrics: readonly string[], labels: Readonly<Record<string, string>>]>(
  'analytics.trend-metric',
  (t, metrics: readonly string[], labels: Readonly<Record<string, string>>) => metrics.map((key) => ({ value: key, label: t(labels[key]!) })),
  ...[STREAM_METRIC_LABELS, SHORT_VIDEO_METRIC_LABELS, VIDEO_METRIC_LABELS, PLAYLIST_TREND_LABELS].map((labels) => [Object.keys(labels), labels] as [string[], Record<string, string>]),
);

export const exportKindOptions = optionSource('analytics.export-kind', (t) => EXPORT_KINDS.map((value) => ({ value, label: t(`rep_kind_${value}`) })));
export const exportFormatOptions = optionSource('analytics.export-format', (t) => EXPORT_FORMATS.map((value) => ({ value, label: t(`rep_format_${value}`) })));

export const CHART_KINDS = ['songs', 'releases'] as const;
export const chartKindOptions = optionSource('analytics.chart-kind', (t) => CHART_KINDS.map((value) => ({ value, label: t(`charts_kind_${value}`) })));

export const playlistKindFilterOptions = optionSource('analytics.playlist-kind-filter', (t) => [
  { value: 'all', label: t('an_playlist_kind_all') },
  ...PLAYLIST_KINDS.map((value) => ({ value, label: t(playlistKindKey(value)) })),
]);
