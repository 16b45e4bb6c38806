import { contributorRoles } from '@portal/domain/catalog/contributor-roles';
import { continents } from '@portal/domain/catalog/territories';
import { LicensedContentType, versionKeywords } from '@portal/domain/release/model';
import { optionSource } from '../../lib/option-sources.ts';

/** The release form's lists of choices whose labels are message keys (lib/option-sources.ts). */

/** The roles of document 1 for performers and writers (with Producer) or for the production people. */
export const contributorRoleOptions = optionSource(
  'release-form.contributor-role',
  (t, kind: 'contributor' | 'production') =>
    contributorRoles
      .filter((role) => role.kind === kind || (kind === 'contributor' && role.kind === 'production' && role.id === 3))
      .map((role) => ({ value: String(role.id), label: t(`contributor_role_${role.id}`) })),
  ['contributor'],
  ['production'],
);

export const licensedContentTypeOptions = optionSource('release-form.licensed-content-type', (t) =>
  Object.entries(LicensedContentType).map(([name, value]) => ({ value: String(value), label: t(`rf_licensed_type_${name.toLowerCase()}`) })),
);

/** The version's value when the user writes their own. */
export const CUSTOM_VERSION = 'custom';
export const versionOptions = optionSource('release-form.version', (t) => [
  { value: '', label: t('rf_version_none') },
  ...versionKeywords.map((keyword) => ({ value: keyword, label: t(`rf_version_${keyword.toLowerCase()}`) })),
  { value: CUSTOM_VERSION, label: t('rf_version_custom') },
]);

/** The continents the territories are grouped under. */
export const continentOptions = optionSource('release-form.continent', (t) => continents.map((continent) => ({ value: continent, label: t(`continent_${continent.toLowerCase()}`) })));
