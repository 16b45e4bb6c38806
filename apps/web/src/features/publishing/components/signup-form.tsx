import { Alert, Anchor, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { PUBLISHING_LIMITS as L } from '@portal/domain/publishing/limits';
import type { PublishingIssue } from '@portal/domain/publishing/messages';
import { isAscapRegion, isTerritoryRegion, proSocieties, stateOptions, type SignUpField, type SignUpForm, type SignUpReport } from '@portal/domain/publishing/signup';
import { useTranslation } from '../../../lib/use-translation.ts';
import { faqQuestions, publishingPaths } from '../paths.ts';
import { digitsInput, formatSsnInput } from '../ssn-input.ts';

const societyOptions = proSocieties.map((society) => ({ value: society.id, label: society.name }));

export interface SignUpFormProps {
  form: SignUpForm;
  region: string;
  countryName: string;
  report: SignUpReport;
  /** Fields whose problems are shown (touched, or all after a submit). */
  shown: (field: SignUpField) => boolean;
  onChange: (patch: Partial<SignUpForm>) => void;
  onBlur: (field: SignUpField) => void;
}

/** The sign-up fields of document 2 section 5, the society ones or the ASCAP ones by the isPro answer. */
export function SignUpFields({ form, region, countryName, report, shown, onChange, onBlur }: SignUpFormProps) {
  const { t } = useTranslation();
  const message = (issue: PublishingIssue | undefined) => (issue ? t(issue.key, issue.params) : undefined);
  const error = (field: SignUpField) => (shown(field) ? message(report[field]) : undefined);
  const input = (field: keyof SignUpForm & SignUpField, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      label={label}
      value={(form[field] as string | undefined) ?? ''}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      onBlur={() => onBlur(field)}
      error={error(field)}
      data-testid={`publishing-field-${field}`}
      {...extra}
    />
  );
  const states = stateOptions(region);
  const territory = isTerritoryRegion(region);
  const ascap = isAscapRegion(region);

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('pubw_is_pro_label')}
        description={t('pubw_is_pro_hint')}
        withAsterisk
        value={form.isPro === true ? 'yes' : form.isPro === false ? 'no' : ''}
        onChange={(value) => {
          onChange({ isPro: value === 'yes' });
          onBlur('isPro');
        }}
        error={error('isPro')}
      >
        <Group mt="xs" gap="lg">
          <Radio value="yes" label={t('pubw_yes')} data-testid="publishing-is-pro-yes" />
          <Radio value="no" label={t('pubw_no')} data-testid="publishing-is-pro-no" />
        </Group>
      </Radio.Group>

      {form.isPro === true && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('pubw_pro_label')}
            placeholder={t('pubw_pro_placeholder')}
            withAsterisk
            searchable
            data={societyOptions}
            value={form.pro ?? null}
            onChange={(value) => onChange({ pro: value ?? '' })}
            onBlur={() => onBlur('pro')}
            error={error('pro')}
            nothingFoundMessage={t('pubw_nothing_found')}
            data-testid="publishing-field-pro"
          />
          {input('ipi', t('pubw_ipi_label'), {
            withAsterisk: true,
            maxLength: L.ipiMax,
            inputMode: 'numeric',
            description: (
              <Anchor component={Link} to={publishingPaths.faqQuestion(faqQuestions.ipi)} size="xs" target="_blank">
                {t('pubw_ipi_help')}
              </Anchor>
            ),
          })}
        </SimpleGrid>
      )}

      {form.isPro === false &&
        (ascap ? (
          <Alert color="blue" variant="light" data-testid="publishing-ascap-note">
            {t('pubw_ascap_note')}
          </Alert>
        ) : (
          <Alert color="yellow" variant="light" data-testid="publishing-region-unsupported">
            <Stack gap={4}>
              <Text size="sm">{t('pub_region_unsupported')}</Text>
              <Anchor component={Link} to={publishingPaths.faqQuestion(faqQuestions.otherSociety)} size="sm">
                {t('pubw_join_other_society')}
              </Anchor>
            </Stack>
          </Alert>
        ))}

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {input('firstName', t('pubw_first_name'), { withAsterisk: true, maxLength: L.nameMax })}
        {input('middleName', t('pubw_middle_name'), { maxLength: L.nameMax })}
        {input('lastName', t('pubw_last_name'), { withAsterisk: true, maxLength: L.nameMax })}
      </SimpleGrid>

      {form.isPro === false && ascap && (
        <>
          {input('streetAddress', t('pubw_street'), { withAsterisk: true, maxLength: L.nameMax })}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {input('city', t('pubw_city'), { withAsterisk: true, maxLength: L.nameMax })}
            <Select
              label={t(territory ? 'pubw_territory' : 'pubw_state')}
              withAsterisk
              searchable={states.length > 1}
              data={states}
              value={form.state || null}
              disabled={states.length === 1}
              onChange={(value) => onChange({ state: value ?? '' })}
              onBlur={() => onBlur('state')}
              error={error('state')}
              data-testid="publishing-field-state"
            />
            {input('zipCode', t('pubw_zip'), {
              withAsterisk: true,
              inputMode: 'numeric',
              maxLength: L.zipLength,
              onChange: (event) => onChange({ zipCode: digitsInput(event.currentTarget.value, L.zipLength) }),
            })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {input('phoneNumber', t('pubw_phone'), {
              withAsterisk: true,
              inputMode: 'tel',
              maxLength: L.phoneLength,
              leftSection: <Text size="sm">{L.phonePrefix}</Text>,
              onChange: (event) => onChange({ phoneNumber: digitsInput(event.currentTarget.value, L.phoneLength) }),
            })}
            {input('socialSecurityNumber', t('pubw_ssn'), {
              withAsterisk: true,
              inputMode: 'numeric',
              maxLength: L.ssnMax,
              placeholder: '123-45-6789',
              autoComplete: 'off',
              onChange: (event) => onChange({ socialSecurityNumber: formatSsnInput(event.currentTarget.value) }),
            })}
          </SimpleGrid>
          {input('alternateName', t('pubw_alternate_name'), { description: t('pubw_alternate_name_hint'), maxLength: L.nameMax })}
        </>
      )}

      <TextInput label={t('pubw_country')} value={countryName} readOnly disabled data-testid="publishing-field-country" />
    </Stack>
  );
}
