import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialVerdict } from '../../../domain/responses/credentials.ts';
import { EVERY_STATUS, problemMessage, refusedField } from '../../infrastructure/api/errors.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { useVerifyCredential } from './api.ts';
import fileStyles from '../../infrastructure/components/FileInput.module.css';

/** A file is read as text: a credential (.jwt) is a few kilobytes, a bundle a few hundred. */
const MAX_FILE_BYTES = 1024 * 1024;

function Verdict({ verdict }: { verdict: CredentialVerdict }) {
  const { t } = useTranslation();
  if (!verdict.valid) {
    return (
      <Alert color="red" icon={<IconCircleX aria-hidden />} title={t('club.check.invalid')} role="status">
        {t('club.check.invalidText')}
      </Alert>
    );
  }
  const what = t('club.check.what', {
    name: verdict.achievement?.name ?? t('club.check.aCredential'),
    issuer: verdict.issuer?.name ?? verdict.issuer?.id ?? t('club.check.thisCampus'),
  });
  if (verdict.revoked) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title={t('club.check.revoked')} role="status">
        {t('club.check.revokedText', { what })}
      </Alert>
    );
  }
  return (
    <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t('club.check.valid')} role="status">
      <Stack gap={4}>
        <Text size="sm">{t('club.check.validText', { what })}</Text>
        {verdict.achievement?.description && <Text size="sm" c="dimmed">{verdict.achievement.description}</Text>}
      </Stack>
    </Alert>
  );
}

/**
 * /credentials/check: anyone (an employer, another university) checks a credential a
 * student gave them, pasted or as its file: signed by this campus, and not revoked.
 */
export function CheckCredentialPage() {
  const { t } = useTranslation();
  const verify = useVerifyCredential();
  const [jwt, setJwt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = (value: string) => {
    setError(null);
    if (!value.trim()) return setError(t('club.check.empty'));
    verify.mutate(value.trim(), { onError: (e) => setError(refusedField(e, 'jwt') ?? problemMessage(e, { shown: EVERY_STATUS, fallback: t('club.check.failed') })) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(jwt);
  };
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError(t('club.check.tooLarge'));
    const text = (await file.text()).trim();
    setJwt(text);
    check(text);
  };
  return (
    <Page title={t('club.check.title')} size="sm">
      <Text>{t('club.check.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('club.check.credential')}
            description={t('club.check.credentialHelp')}
            autosize
            minRows={4}
            maxRows={10}
            value={jwt}
            onChange={(e) => setJwt(e.currentTarget.value)}
            error={error}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
          />
          <Stack gap={4}>
            <Text component="label" htmlFor="credential-file" size="sm" fw={500}>
              {t('club.check.chooseFile')}
            </Text>
            <input id="credential-file" className={fileStyles.file} type="file" accept=".jwt,.txt,application/vc+jwt,text/plain" onChange={(e) => void chooseFile(e)} />
          </Stack>
          <Group>
            <Button type="submit" loading={verify.isPending}>{t('club.check.check')}</Button>
          </Group>
          {verify.data && !verify.isPending && <Verdict verdict={verify.data} />}
        </Stack>
      </form>
    </Page>
  );
}
