import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { CredentialVerdict } from '../../../domain/responses/credentials.ts';
import { ApiError } from '../../infrastructure/api/errors.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { useVerifyCredential } from './api.ts';
import fileStyles from '../../infrastructure/components/FileInput.module.css';

/** A file is read as text: a credential (.jwt) is a few kilobytes, a bundle a few hundred. */
const MAX_FILE_BYTES = 1024 * 1024;

function Verdict({ verdict }: { verdict: CredentialVerdict }) {
  if (!verdict.valid) {
    return (
      <Alert color="red" icon={<IconCircleX aria-hidden />} title="Not a valid credential" role="status">
        This was not signed by this campus, or it was changed after it was signed.
      </Alert>
    );
  }
  const what = `${verdict.achievement?.name ?? 'A credential'}, issued by ${verdict.issuer?.name ?? verdict.issuer?.id ?? 'this campus'}`;
  if (verdict.revoked) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title="Revoked" role="status">
        {what}. The signature is genuine, but the campus has revoked it (the check-in was undone, the event deleted or the reflection withdrawn).
      </Alert>
    );
  }
  return (
    <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Valid credential" role="status">
      <Stack gap={4}>
        <Text size="sm">{what}.</Text>
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
  const verify = useVerifyCredential();
  const [jwt, setJwt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = (value: string) => {
    setError(null);
    if (!value.trim()) return setError('Paste a credential or choose its file');
    verify.mutate(value.trim(), { onError: (e) => setError(e instanceof ApiError ? (e.fields.jwt ?? e.message) : 'The credential could not be checked. Please try again.') });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(jwt);
  };
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError('That file is too large to be a credential');
    const text = (await file.text()).trim();
    setJwt(text);
    check(text);
  };
  return (
    <Page title="Check a credential" size="sm">
      <Text>
        Quad's credentials are Open Badges 3.0, signed by the campus (VC-JWT). Paste one, or choose the file a student sent you, to see whether it is genuine and still
        valid.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label="Credential"
            description="The text of a .jwt file: three parts separated by dots"
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
              Or choose a file
            </Text>
            <input id="credential-file" className={fileStyles.file} type="file" accept=".jwt,.txt,application/vc+jwt,text/plain" onChange={(e) => void chooseFile(e)} />
          </Stack>
          <Group>
            <Button type="submit" loading={verify.isPending}>Check</Button>
          </Group>
          {verify.data && !verify.isPending && <Verdict verdict={verify.data} />}
        </Stack>
      </form>
    </Page>
  );
}
