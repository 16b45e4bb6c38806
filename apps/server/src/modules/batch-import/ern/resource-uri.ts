import type { AssetSource } from '@portal/domain/bulk-import/model';

/**
 * Where a file a message names is: an https URL as it stands, or a path in the uploaded zip resolved against the
 * message's own folder (`batch/0094631432057/0094631432057.xml` + `resources/a.flac` →
 * `batch/0094631432057/resources/a.flac`). Other schemes, absolute paths and paths that climb out of the zip are
 * refused with a `bulk_*` code.
 */
export function resolveResourceUri(uri: string, messagePath: string): AssetSource | { code: string } {
  const text = uri.trim();
  if (/^https:\/\//i.test(text)) return { kind: 'url', url: text };
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return { code: 'bulk_ern_uri_unsupported' };
  let path = text.replace(/\\/g, '/');
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return { code: 'bulk_ern_uri_unsupported' };
    }
  }
  if (path.startsWith('/')) return { code: 'bulk_ern_uri_unsupported' };
  const folder = messagePath.replace(/\\/g, '/').split('/').slice(0, -1);
  const segments = [...folder];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (!segments.length) return { code: 'bulk_ern_uri_outside' };
      segments.pop();
    } else segments.push(segment);
  }
  if (!segments.length) return { code: 'bulk_ern_uri_unsupported' };
  return { kind: 'archive', path: segments.join('/') };
}
