import { Anchor, Badge, Button, Checkbox, CopyButton, Group, Loader, Center, NativeSelect, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TOKEN_SCOPE_LABELS, TOKEN_SCOPES, tokenInputSchema, type TokenScope } from '../../../domain/api-tokens.ts';
import type { ApiTokenView, CreatedApiToken } from '../../../domain/responses/tokens.ts';
import { errorMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { Page } from '../../infrastructure/components/Page.tsx';
import { headline } from '../../infrastructure/components/zod-form.ts';
import { useApiTokens, useCreateApiToken, useDeleteApiToken } from './api.ts';

export const TOKEN_TEXTS = {
  intro: 'A token lets a script or another app use Quad as you, only for what its scopes allow. Send it as an Authorization: Bearer header. Keep it like a password.',
  onlyOnce: 'Copy the token now: Quad keeps only a hash of it, so it is shown only this once.',
  deleted: 'The token was deleted. It no longer works.',
};

const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: '', label: 'Never' },
];

const when = (iso: string | null, never: string) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : never);

function CreateToken() {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['events:read']);
  const [expiry, setExpiry] = useState('90');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, scopes: scopes as TokenScope[], expiresInDays: expiry ? Number(expiry) : null };
    const message = headline(tokenInputSchema, input);
    setProblem(message);
    if (message) return;
    create.mutate(input, {
      onSuccess: (token) => {
        setCreated(token);
        setName('');
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3" id="new-token-heading">New token</Title>
        <form onSubmit={submit} noValidate aria-labelledby="new-token-heading">
          <Stack gap="sm">
            <TextInput label="Name" description="What the token is for, e.g. Club website sync" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={80} />
            <Checkbox.Group label="Scopes" value={scopes} onChange={setScopes}>
              <Stack mt="xs" gap={6}>
                {TOKEN_SCOPES.map((s) => <Checkbox key={s} value={s} label={`${TOKEN_SCOPE_LABELS[s]} (${s})`} />)}
              </Stack>
            </Checkbox.Group>
            <NativeSelect label="Expires after" data={EXPIRY_CHOICES} value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)} maw={240} />
            <div>
              <Button type="submit" loading={create.isPending}>Create token</Button>
            </div>
            <FormError message={problem} />
          </Stack>
        </form>
        {created && (
          <Stack gap={4}>
            <Group align="flex-end" wrap="wrap">
              <TextInput label={`Your new token “${created.name}”`} value={created.token} readOnly style={{ flex: 1 }} miw={220} styles={{ input: { fontFamily: 'monospace' } }} />
              <CopyButton value={created.token}>
                {({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? 'Copied' : 'Copy token'}</Button>}
              </CopyButton>
            </Group>
            <Text size="sm">{TOKEN_TEXTS.onlyOnce}</Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function TokenRow({ token }: { token: ApiTokenView }) {
  const remove = useDeleteApiToken();
  const confirmDelete = () =>
    openConfirmModal({
      title: `Delete “${token.name}”?`,
      children: <Text size="sm">Scripts using this token stop working at once.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(token.id, { onSuccess: () => notifySuccess(TOKEN_TEXTS.deleted), onError: (error) => notifyError(errorMessage(error)) }),
    });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{token.name}</Text>
        <Group gap={4} mt={4}>
          {token.scopes.map((s) => <Badge key={s} variant="light" size="sm" tt="none">{s}</Badge>)}
        </Group>
        <Text size="xs" c="dimmed" mt={4}>Expires: {when(token.expiresAt, 'never')}</Text>
      </Table.Td>
      <Table.Td>{when(token.lastUsedAt, 'Never used')}</Table.Td>
      <Table.Td>
        <Group justify="flex-end">
          <Button size="compact-sm" variant="light" color="red" aria-label={`Delete the token ${token.name}`} loading={remove.isPending} onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** /account/tokens: the person's API tokens, a new one shown once, last use, delete. */
export function TokensPage() {
  const tokens = useApiTokens();
  const list = tokens.data?.tokens ?? [];
  return (
    <Page title="API tokens">
      <Text>{TOKEN_TEXTS.intro}</Text>
      <Anchor component={Link} to="/api/docs" reloadDocument>
        API reference
      </Anchor>
      <CreateToken />
      <Stack gap="sm">
        <Title order={2} size="h3" id="tokens-heading">Your tokens</Title>
        {tokens.isPending && (
          <Center>
            <Loader aria-label="Loading your tokens" />
          </Center>
        )}
        {tokens.isError && <FormError message={errorMessage(tokens.error)} />}
        {tokens.isSuccess && list.length === 0 && <Text c="dimmed">No tokens yet.</Text>}
        {list.length > 0 && (
          <Table.ScrollContainer minWidth={340}>
            <Table aria-labelledby="tokens-heading" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Token</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th><VisuallyHidden>Actions</VisuallyHidden></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((token) => <TokenRow key={token.id} token={token} />)}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Page>
  );
}
