import { Anchor, Badge, Button, Card, Checkbox, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TOKEN_SCOPES, tokenInputSchema, type TokenScope } from '../../../domain/api-tokens.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { ApiTokenView, CreatedApiToken } from '../../../domain/responses/tokens.ts';
import { errorMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { SecretOnce } from '../../infrastructure/components/SecretOnce.tsx';
import { useMomentFormat } from '../../infrastructure/components/use-moment-format.ts';
import { headline } from '../../infrastructure/components/zod-form.ts';
import { useApiTokens, useCreateApiToken, useDeleteApiToken } from './api.ts';

/** Each scope named in the catalogue; its code stays as a script sends it. */
const SCOPE_KEYS = {
  'events:read': 'club.tok.scope.eventsRead',
  'events:write': 'club.tok.scope.eventsWrite',
  'registrations:read': 'club.tok.scope.registrationsRead',
  'registrations:write': 'club.tok.scope.registrationsWrite',
  'check-in': 'club.tok.scope.checkIn',
  'feedback:read': 'club.tok.scope.feedbackRead',
} as const satisfies Record<TokenScope, string>;

/** "Read events (events:read)": the words, then the scope as a script asks for it. */
const withCode = (label: string, code: string) => `${label} (${code})`;

/** A token's moment, or the given word when there is none ('never', 'Never used'). */
function useWhen() {
  const moment = useMomentFormat();
  return (iso: string | null, never: string) => (iso ? moment(iso) : never);
}

/** Whose tokens a part shows: the signed-in person's (no club) or the club's; and the level of its headings. */
interface TokenOwner {
  organizerId?: string;
  level: 2 | 3 | 4;
}

/** The ids of a list's headings: one list of each kind on a page. */
const headingIds = (organizerId?: string) => (organizerId ? { create: 'new-club-token-heading', list: 'club-tokens-heading' } : { create: 'new-token-heading', list: 'tokens-heading' });

function CreateToken({ organizerId, level }: TokenOwner) {
  const { t, i18n } = useTranslation();
  const expiryChoices = [
    { value: '30', label: t('club.tok.days', { count: 30 }) },
    { value: '90', label: t('club.tok.days', { count: 90 }) },
    { value: '365', label: t('club.tok.year') },
    { value: '', label: t('club.tok.never') },
  ];
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
    const message = headline(tokenInputSchema, input, i18n.language as UiLanguage);
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
        <Title order={level} size={level === 2 ? 'h3' : 'h5'} id={ids.create}>{t('club.tok.new')}</Title>
        <form onSubmit={submit} noValidate aria-labelledby={ids.create}>
          <Stack gap="sm">
            <TextInput label={t('club.tok.name')} description={t('club.tok.nameHelp')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={80} />
            <Checkbox.Group label={t('club.tok.scopes')} value={scopes} onChange={setScopes}>
              <Stack mt="xs" gap={6}>
                {TOKEN_SCOPES.map((s) => <Checkbox key={s} value={s} label={withCode(t(SCOPE_KEYS[s]), s)} />)}
              </Stack>
            </Checkbox.Group>
            <NativeSelect label={t('club.tok.expiresAfter')} data={expiryChoices} value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)} maw={240} />
            <div>
              <Button type="submit" loading={create.isPending}>{t('club.tok.create')}</Button>
            </div>
            <FormError message={problem} />
          </Stack>
        </form>
        {created && <SecretOnce label={t('club.tok.yourNew', { name: created.name })} value={created.token} copyLabel={t('club.tok.copy')} note={t('club.tok.onlyOnce')} />}
      </Stack>
    </Paper>
  );
}

function TokenRow({ token, organizerId }: { token: ApiTokenView; organizerId?: string }) {
  const { t } = useTranslation();
  const when = useWhen();
  const remove = useDeleteApiToken(organizerId);
  const confirmDelete = () =>
    openConfirmModal({
      title: t('club.tok.deleteTitle', { name: token.name }),
      children: <Text size="sm">{t('club.tok.deleteText')}</Text>,
      labels: { confirm: t('ws.delete'), cancel: t('ws.team.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(token.id, { onSuccess: () => notifySuccess(t('club.tok.deleted')), onError: (error) => notifyError(errorMessage(error)) }),
    });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{token.name}</Text>
        <Group gap={4} mt={4}>
          {token.scopes.map((s) => <Badge key={s} variant="light" size="sm" tt="none">{s}</Badge>)}
        </Group>
        <Text size="xs" c="dimmed" mt={4}>{t('club.tok.expires', { when: when(token.expiresAt, t('club.tok.expiresNever')) })}</Text>
      </Table.Td>
      <Table.Td>{when(token.lastUsedAt, t('club.tok.neverUsed'))}</Table.Td>
      <Table.Td>
        <Group justify="flex-end">
          <Button size="compact-sm" variant="light" color="red" aria-label={t('club.tok.deleteNamed', { name: token.name })} loading={remove.isPending} onClick={confirmDelete}>
            {t('ws.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** A new token and the list of tokens, with their last use: the person's own or the club's. */
function TokenManager({ organizerId, level }: TokenOwner) {
  const { t } = useTranslation();
  const tokens = useApiTokens(organizerId);
  const ids = headingIds(organizerId);
  return (
    <>
      <CreateToken organizerId={organizerId} level={level} />
      <Stack gap="sm">
        <Title order={level} size={level === 2 ? 'h3' : 'h5'} id={ids.list}>{organizerId ? t('club.tok.clubList') : t('club.tok.yourList')}</Title>
        <QueryState
          query={tokens}
          loadingLabel={organizerId ? t('club.tok.loadingClub') : t('club.tok.loadingYours')}
          skeleton={<LinesSkeleton rows={2} height={44} />}
          isEmpty={(data) => data.tokens.length === 0}
          empty={{ text: t('club.tok.none') }}
        >
          {(data) => (
            <Table.ScrollContainer minWidth={340}>
              <Table aria-labelledby={ids.list} verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('club.tok.token')}</Table.Th>
                    <Table.Th>{t('club.tok.lastUsed')}</Table.Th>
                    <Table.Th><VisuallyHidden>{t('ws.team.actions')}</VisuallyHidden></Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.tokens.map((token) => <TokenRow key={token.id} token={token} organizerId={organizerId} />)}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Stack>
    </>
  );
}

/** /account/tokens: the person's API tokens, a new one shown once, last use, delete. */
export function TokensPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('club.tok.title')}>
      <Text>{t('club.tok.intro')}</Text>
      <Anchor component={Link} to="/api/docs" reloadDocument>
        {t('club.tok.reference')}
      </Anchor>
      <TokenManager level={2} />
    </Page>
  );
}

/** The club's API tokens in its workspace (Settings), for its owner: the same parts, acting as the club. */
export function ClubTokensPanel({ organizerId }: { organizerId: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="club-tokens-section">
      <Stack gap="md">
        <Title order={3} id="club-tokens-section">{t('club.tok.title')}</Title>
        <Text size="sm">{t('club.tok.clubIntro')}</Text>
        <Anchor component={Link} to="/api/docs" reloadDocument size="sm">
          {t('club.tok.reference')}
        </Anchor>
        <TokenManager organizerId={organizerId} level={4} />
      </Stack>
    </Card>
  );
}
