import { Anchor, Badge, Button, Card, Checkbox, CopyButton, Group, Loader, Center, NativeSelect, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
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
  clubIntro: 'A club token lets the club’s website, bot or spreadsheet use Quad as the club, only for what its scopes allow, whoever runs the club later. Send it as an Authorization: Bearer header. Keep it like a password.',
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

/** Whose tokens a part shows: the signed-in person's (no club) or the club's; and the level of its headings. */
interface TokenOwner {
  organizerId?: string;
  level: 2 | 3 | 4;
}

/** The ids of a list's headings: one list of each kind on a page. */
const headingIds = (organizerId?: string) => (organizerId ? { create: 'new-club-token-heading', list: 'club-tokens-heading' } : { create: 'new-token-heading', list: 'tokens-heading' });

function CreateToken({ organizerId, level }: TokenOwner) {
  const create = useCreateApiToken(organizerId);
  const ids = headingIds(organizerId);
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
        <Title order={level} size={level === 2 ? 'h3' : 'h5'} id={ids.create}>New token</Title>
        <form onSubmit={submit} noValidate aria-labelledby={ids.create}>
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

function TokenRow({ token, organizerId }: { token: ApiTokenView; organizerId?: string }) {
  const remove = useDeleteApiToken(organizerId);
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

/** A new token and the list of tokens, with their last use: the person's own or the club's. */
function TokenManager({ organizerId, level }: TokenOwner) {
  const tokens = useApiTokens(organizerId);
  const list = tokens.data?.tokens ?? [];
  const ids = headingIds(organizerId);
  return (
    <>
      <CreateToken organizerId={organizerId} level={level} />
      <Stack gap="sm">
        <Title order={level} size={level === 2 ? 'h3' : 'h5'} id={ids.list}>{organizerId ? 'The club’s tokens' : 'Your tokens'}</Title>
        {tokens.isPending && (
          <Center>
            <Loader aria-label={organizerId ? 'Loading the club’s tokens' : 'Loading your tokens'} />
          </Center>
        )}
        {tokens.isError && <FormError message={errorMessage(tokens.error)} />}
        {tokens.isSuccess && list.length === 0 && <Text c="dimmed">No tokens yet.</Text>}
        {list.length > 0 && (
          <Table.ScrollContainer minWidth={340}>
            <Table aria-labelledby={ids.list} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Token</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th><VisuallyHidden>Actions</VisuallyHidden></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((token) => <TokenRow key={token.id} token={token} organizerId={organizerId} />)}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </>
  );
}

/** /account/tokens: the person's API tokens, a new one shown once, last use, delete. */
export function TokensPage() {
  return (
    <Page title="API tokens">
      <Text>{TOKEN_TEXTS.intro}</Text>
      <Anchor component={Link} to="/api/docs" reloadDocument>
        API reference
      </Anchor>
      <TokenManager level={2} />
    </Page>
  );
}

/** The club's API tokens in its workspace (Settings), for its owner: the same parts, acting as the club. */
export function ClubTokensPanel({ organizerId }: { organizerId: string }) {
  return (
    <Card withBorder component="section" aria-labelledby="club-tokens-section">
      <Stack gap="md">
        <Title order={3} id="club-tokens-section">API tokens</Title>
        <Text size="sm">{TOKEN_TEXTS.clubIntro}</Text>
        <Anchor component={Link} to="/api/docs" reloadDocument size="sm">
          API reference
        </Anchor>
        <TokenManager organizerId={organizerId} level={4} />
      </Stack>
    </Card>
  );
}
