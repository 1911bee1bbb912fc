import { Button, Card, Checkbox, CopyButton, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { RecordLinkCreated } from '../../../domain/responses/records.ts';
import { recordLinkInputSchema } from '../../../domain/schemas/involvement-links.ts';
import { RECORD_PARTS, type RecordPart } from '../../../domain/shared-record.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { useDayFormat } from '../../infrastructure/components/use-day-format.ts';
import { headline } from '../../infrastructure/components/zod-form.ts';
import { useCreateRecordLink, useRecordLinks, useWithdrawRecordLink } from './api.ts';

/** Each part of the record named in the catalogue. */
const PART_KEYS = {
  events: 'club.rec.part.events',
  hours: 'club.rec.part.hours',
  clubs: 'club.rec.part.clubs',
  roles: 'club.rec.part.roles',
  feedback: 'club.rec.part.feedback',
} as const satisfies Record<RecordPart, string>;

const partList = (parts: RecordPart[], t: TFunction) => parts.map((p) => t(`ui:${PART_KEYS[p]}`)).join(', ');

/** The form: what to include (checked on submit, with the server's schema), then the new link to copy. */
function CreateLink() {
  const { t, i18n } = useTranslation();
  const create = useCreateRecordLink();
  const [parts, setParts] = useState<string[]>(['events', 'hours']);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<RecordLinkCreated | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { include: Object.fromEntries(RECORD_PARTS.map((p) => [p, parts.includes(p)])) };
    const message = headline(recordLinkInputSchema, input, i18n.language as UiLanguage);
    setProblem(message);
    if (message) return;
    create.mutate(recordLinkInputSchema.parse(input), {
      onSuccess: (link) => setCreated(link),
      onError: (error) => setProblem(problemMessage(error)),
    });
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate aria-labelledby="share-heading">
        <Stack gap="sm">
          <Checkbox.Group label={t('club.share.include')} value={parts} onChange={setParts}>
            <Group mt="xs" gap="md">
              {RECORD_PARTS.map((p) => <Checkbox key={p} value={p} label={t(PART_KEYS[p])} />)}
            </Group>
          </Checkbox.Group>
          <div>
            <Button type="submit" loading={create.isPending}>{t('club.share.create')}</Button>
          </div>
          <FormError message={problem} />
        </Stack>
      </form>
      {created && (
        <Stack gap={4}>
          <Group align="flex-end">
            <TextInput label={t('club.share.yourNew')} value={created.url} readOnly style={{ flex: 1 }} miw={240} />
            <CopyButton value={created.url}>
              {({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? t('club.copied') : t('share.copyLink')}</Button>}
            </CopyButton>
          </Group>
          <Text size="sm">{t('club.share.onlyOnce', { parts: partList(created.include, t) })}</Text>
        </Stack>
      )}
    </Stack>
  );
}

/** The links still open: what each includes, when it was made, Withdraw (after a confirmation). */
function OpenLinks() {
  const { t } = useTranslation();
  const links = useRecordLinks(true);
  const withdraw = useWithdrawRecordLink();
  const day = useDayFormat();
  const list = links.data?.links ?? [];
  if (list.length === 0) return null;
  const confirmWithdraw = (id: string, created: string) =>
    openConfirmModal({
      title: t('club.share.withdrawTitle'),
      children: <Text size="sm">{t('club.share.withdrawText', { created })}</Text>,
      labels: { confirm: t('club.share.withdraw'), cancel: t('ws.team.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        withdraw.mutate(id, { onSuccess: () => notifySuccess(t('club.share.withdrawn')), onError: (error) => notifyError(problemMessage(error)) }),
    });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" id="open-links-heading">{t('club.share.yourLinks')}</Title>
      <Table.ScrollContainer minWidth={300}>
        <Table aria-labelledby="open-links-heading" verticalSpacing="xs" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('club.share.includes')}</Table.Th>
              <Table.Th>{t('club.share.created')}</Table.Th>
              <Table.Th><VisuallyHidden>{t('ws.team.actions')}</VisuallyHidden></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((link) => (
              <Table.Tr key={link.id}>
                <Table.Td>{partList(link.include, t)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(link.createdAt)}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button size="compact-sm" variant="light" color="red" aria-label={t('club.share.withdrawNamed', { parts: partList(link.include, t), made: day(link.createdAt) })}
                      loading={withdraw.isPending && withdraw.variables === link.id} onClick={() => confirmWithdraw(link.id, day(link.createdAt))}>
                      {t('club.share.withdraw')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** Share chosen parts of the record by a signed link the student can withdraw. */
export function ShareRecord() {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="share-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="share-heading">{t('club.share.title')}</Title>
          <Text size="sm">{t('club.share.intro')}</Text>
        </Stack>
        <CreateLink />
        <OpenLinks />
      </Stack>
    </Card>
  );
}
