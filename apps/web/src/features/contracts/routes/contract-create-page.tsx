import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Container, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { BusinessCode } from '@portal/domain/errors';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { describeError, errorMessageKey } from '../../../lib/error-message.ts';
import { nativeLanguageName } from '../../../lib/language-names.ts';
import { userQuery } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { configurationQuery, contractEmailQuery, createContract, createLabelContract, creationLockQuery } from '../api.ts';
import { contractTypeKey } from '../contract-labels.ts';
import { FormError } from '../../../components/form-error.tsx';

const FIELDS = ['legalName', 'labelName', 'language', 'email'] as const;

export function ContractCreatePage() {
  return (
    <PermissionGuard resource="Contract" action="Sign">
      <ContractCreate />
    </PermissionGuard>
  );
}

/** Step one of signing: who signs (legal name, and the label for label accounts), in which language, where to e-mail. */
function ContractCreate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = Number(useParams().type ?? 0);
  const { data: user } = useQuery(userQuery);
  const lock = useQuery(creationLockQuery(type));
  const config = useQuery(configurationQuery);
  const email = useQuery(contractEmailQuery);
  const [values, setValues] = useState({ legalName: '', labelName: '', language: '', email: '' });
  const [problem, setProblem] = useState<{ messageKey: string | null; fields: Record<string, string> }>({ messageKey: null, fields: {} });
  const [busy, setBusy] = useState(false);

  if (!user || config.isPending || email.isPending || lock.isPending) return <PageLoader />;
  const offer = config.data?.types.find((entry) => entry.type === type);
  const language = values.language || config.data?.defaultLanguage || 'en';
  const isLabel = user.isLabel;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem({ messageKey: null, fields: {} });
    const body = {
      type,
      legalName: values.legalName,
      language: language as 'en',
      email: (values.email || email.data?.email) ?? undefined,
    };
    try {
      const made = isLabel ? await createLabelContract({ ...body, labelName: values.labelName }) : await createContract(body);
      navigate(made.signPath);
    } catch (error) {
      const described = describeError(error, FIELDS);
      if (isApiError(error) && error.errorCode === BusinessCode.CONTRACT_EMOJI_IN_PARAM) described.fields.legalName = 'error_contract_emoji_in_param';
      setProblem(isApiError(error) && error.errorCode === BusinessCode.CONTRACT_EMOJI_IN_PARAM ? { messageKey: null, fields: described.fields } : described);
      setBusy(false);
    }
  };

  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }}>
      <Title order={1} size="h2" mb="xs">
        {t(contractTypeKey(type))}
      </Title>
      <Text c="dimmed" mb="xl">
        {t('contract_create_intro')}
      </Text>
      {lock.error ? (
        <Alert color="orange" variant="light" data-testid="contract-create-locked">
          <Text size="sm" mb="sm">
            {t(errorMessageKey(lock.error))}
          </Text>
          <Button size="xs" variant="light" component={Link} to="/contract/management">
            {t('contract_management_title')}
          </Button>
        </Alert>
      ) : !offer?.available ? (
        <Alert color="orange" variant="light">
          {t('contract_type_unavailable')}
        </Alert>
      ) : (
        <Card withBorder padding="lg">
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextInput
                label={t('contract_legal_name')}
                description={t('contract_legal_name_hint')}
                required
                value={values.legalName}
                onChange={(e) => setValues({ ...values, legalName: e.currentTarget.value })}
                error={problem.fields.legalName && t(problem.fields.legalName)}
                autoComplete="name"
                data-testid="contract-legal-name"
              />
              {isLabel && (
                <TextInput
                  label={t('contract_label_name')}
                  required
                  value={values.labelName}
                  onChange={(e) => setValues({ ...values, labelName: e.currentTarget.value })}
                  error={problem.fields.labelName && t(problem.fields.labelName)}
                  data-testid="contract-label-name"
                />
              )}
              <Select
                label={t('contract_language')}
                data={offer.languages.map((code) => ({ value: code, label: nativeLanguageName(code) }))}
                value={language}
                onChange={(value) => setValues({ ...values, language: value ?? '' })}
                allowDeselect={false}
                data-testid="contract-language"
              />
              <TextInput
                label={t('contract_signer_email')}
                type="email"
                placeholder={email.data?.email ?? ''}
                value={values.email}
                onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
                error={problem.fields.email && t(problem.fields.email)}
              />
              <FormError messageKey={problem.messageKey} data-testid="contract-create-error" />
              <Button type="submit" loading={busy} data-testid="contract-create-submit">
                {t('contract_create_continue')}
              </Button>
            </Stack>
          </form>
        </Card>
      )}
    </Container>
  );
}
