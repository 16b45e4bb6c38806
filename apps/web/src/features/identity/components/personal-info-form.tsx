import { Button, Grid, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { photoSlotMessageKey, requiredPhotoSlots, type IdDocumentType } from '@portal/domain/identity';
import { puertoRicoMunicipalities, usStates } from '@portal/domain/catalog/us-states';
import { regionCodes } from '@portal/domain/regions';
import { regionName } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { PersonalInfoDraft } from '../api.ts';
import { PhotoSlot } from './photo-slot.tsx';
import { idTypeOptions } from '../options.ts';

interface Props {
  draft: PersonalInfoDraft;
  region: string;
  allowedIdTypes: number[];
  errors: Record<string, string>;
  onChange: (draft: PersonalInfoDraft) => void;
  onPreview: () => void;
}

/** The personal information form: legal identity, address, and the document with its photos. */
export function PersonalInfoForm({ draft, region, allowedIdTypes, errors, onChange, onPreview }: Props) {
  const { t, i18n } = useTranslation();
  const set = (patch: Partial<PersonalInfoDraft>) => onChange({ ...draft, ...patch });
  const setAddress = (patch: Partial<PersonalInfoDraft['address']>) => set({ address: { ...draft.address, ...patch } });
  const error = (field: string) => (errors[field] ? t(errors[field]!) : undefined);
  const country = draft.address.country;
  const stateOptions = country === 'US' ? usStates.map((s) => ({ value: s.code, label: s.name })) : country === 'PR' ? puertoRicoMunicipalities.map((m) => ({ value: m, label: m })) : null;
  const slots = draft.idType === null ? [] : requiredPhotoSlots(region, draft.idType as IdDocumentType);

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('identity_section_person')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('identity_legal_name')}
            description={t('identity_legal_name_hint')}
            required
            value={draft.legalName}
            onChange={(e) => set({ legalName: e.currentTarget.value })}
            error={error('legalName')}
            autoComplete="name"
            data-testid="pi-legal-name"
          />
          <TextInput
            label={t('identity_birth_date')}
            type="date"
            required
            value={draft.birthDate}
            onChange={(e) => set({ birthDate: e.currentTarget.value })}
            error={error('birthDate')}
            autoComplete="bday"
            data-testid="pi-birth-date"
          />
        </SimpleGrid>
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('identity_section_address')}
        </Title>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('identity_address_line1')}
              required
              value={draft.address.line1}
              onChange={(e) => setAddress({ line1: e.currentTarget.value })}
              error={error('address.line1')}
              autoComplete="address-line1"
              data-testid="pi-line1"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('identity_address_line2')}
              value={draft.address.line2}
              onChange={(e) => setAddress({ line2: e.currentTarget.value })}
              error={error('address.line2')}
              autoComplete="address-line2"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('identity_city')}
              required
              value={draft.address.city}
              onChange={(e) => setAddress({ city: e.currentTarget.value })}
              error={error('address.city')}
              autoComplete="address-level2"
              data-testid="pi-city"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            {stateOptions ? (
              <Select
                label={t('identity_state')}
                required
                searchable
                data={stateOptions}
                value={draft.address.state || null}
                onChange={(value) => setAddress({ state: value ?? '' })}
                error={error('address.state')}
                data-testid="pi-state"
              />
            ) : (
              <TextInput
                label={t('identity_state_optional')}
                value={draft.address.state}
                onChange={(e) => setAddress({ state: e.currentTarget.value })}
                error={error('address.state')}
                autoComplete="address-level1"
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('identity_postal_code')}
              value={draft.address.postalCode}
              onChange={(e) => setAddress({ postalCode: e.currentTarget.value })}
              error={error('address.postalCode')}
              autoComplete="postal-code"
              data-testid="pi-postal-code"
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Select
              label={t('identity_country')}
              required
              searchable
              data={[...new Set([...regionCodes, country].filter(Boolean))].map((code) => ({ value: code, label: regionName(code, i18n.language) }))}
              value={country || null}
              onChange={(value) => setAddress({ country: value ?? '', state: '' })}
              error={error('address.country')}
              data-testid="pi-country"
            />
          </Grid.Col>
        </Grid>
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('identity_section_document')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('identity_id_type')}
            required
            data={idTypeOptions(t, allowedIdTypes)}
            value={draft.idType === null ? null : String(draft.idType)}
            onChange={(value) => set({ idType: value === null ? null : Number(value) })}
            error={error('idType')}
            allowDeselect={false}
            data-testid="pi-id-type"
          />
          <TextInput
            label={t('identity_id_number')}
            required
            value={draft.idNumber}
            onChange={(e) => set({ idNumber: e.currentTarget.value })}
            error={error('idNumber')}
            autoComplete="off"
            data-testid="pi-id-number"
          />
        </SimpleGrid>
        {slots.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: Math.min(slots.length, 3) }} mt="xs">
            {slots.map((slot) => (
              <PhotoSlot
                key={slot}
                slot={slot}
                label={t(photoSlotMessageKey(slot))}
                value={draft.photos[slot]}
                error={errors[`photos.${slot}`]}
                onChange={(uri) => set({ photos: { ...draft.photos, [slot]: uri } })}
              />
            ))}
          </SimpleGrid>
        )}
        <Text size="xs" c="dimmed">
          {t('identity_privacy_note')}
        </Text>
      </Stack>

      <Group justify="flex-end">
        <Button onClick={onPreview} data-testid="pi-preview">
          {t('identity_preview_action')}
        </Button>
      </Group>
    </Stack>
  );
}
