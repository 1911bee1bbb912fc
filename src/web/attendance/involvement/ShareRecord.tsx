import { Button, Card, Checkbox, CopyButton, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { RecordLinkCreated } from '../../../domain/responses/records.ts';
import { recordLinkInputSchema } from '../../../domain/schemas/involvement-links.ts';
import { RECORD_PART_LABELS, RECORD_PARTS, type RecordPart } from '../../../domain/shared-record.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { useDayFormat } from '../../infrastructure/components/use-day-format.ts';
import { headline } from '../../infrastructure/components/zod-form.ts';
import { useCreateRecordLink, useRecordLinks, useWithdrawRecordLink } from './api.ts';

export const SHARE_TEXTS = {
  intro: 'Make a link to the parts of your record you choose. Anyone with it sees them, signed by Quad, so a changed copy shows as false. You can withdraw it at any time.',
  onlyOnce: 'Copy the link now: Quad keeps no copy of it, so it is shown only this once.',
  withdrawn: 'The link was withdrawn. It no longer opens your record.',
};

const partList = (parts: RecordPart[]) => parts.map((p) => RECORD_PART_LABELS[p]).join(', ');

/** The form: what to include (checked on submit, with the server's schema), then the new link to copy. */
function CreateLink() {
  const create = useCreateRecordLink();
  const [parts, setParts] = useState<string[]>(['events', 'hours']);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<RecordLinkCreated | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { include: Object.fromEntries(RECORD_PARTS.map((p) => [p, parts.includes(p)])) };
    const message = headline(recordLinkInputSchema, input);
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
          <Checkbox.Group label="Include" value={parts} onChange={setParts}>
            <Group mt="xs" gap="md">
              {RECORD_PARTS.map((p) => <Checkbox key={p} value={p} label={RECORD_PART_LABELS[p]} />)}
            </Group>
          </Checkbox.Group>
          <div>
            <Button type="submit" loading={create.isPending}>Create link</Button>
          </div>
          <FormError message={problem} />
        </Stack>
      </form>
      {created && (
        <Stack gap={4}>
          <Group align="flex-end">
            <TextInput label="Your new link" value={created.url} readOnly style={{ flex: 1 }} miw={240} />
            <CopyButton value={created.url}>
              {({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}
            </CopyButton>
          </Group>
          <Text size="sm">{SHARE_TEXTS.onlyOnce} It includes: {partList(created.include)}.</Text>
        </Stack>
      )}
    </Stack>
  );
}

/** The links still open: what each includes, when it was made, Withdraw (after a confirmation). */
function OpenLinks() {
  const links = useRecordLinks(true);
  const withdraw = useWithdrawRecordLink();
  const day = useDayFormat();
  const list = links.data?.links ?? [];
  if (list.length === 0) return null;
  const confirmWithdraw = (id: string, created: string) =>
    openConfirmModal({
      title: 'Withdraw this link?',
      children: <Text size="sm">Anyone who opens the link made on {created} will see that it was withdrawn. Copies already saved still show as signed by Quad.</Text>,
      labels: { confirm: 'Withdraw', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        withdraw.mutate(id, { onSuccess: () => notifySuccess(SHARE_TEXTS.withdrawn), onError: (error) => notifyError(problemMessage(error)) }),
    });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" id="open-links-heading">Your shared links</Title>
      <Table.ScrollContainer minWidth={300}>
        <Table aria-labelledby="open-links-heading" verticalSpacing="xs" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Includes</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th><VisuallyHidden>Actions</VisuallyHidden></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((link) => (
              <Table.Tr key={link.id}>
                <Table.Td>{partList(link.include)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(link.createdAt)}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button size="compact-sm" variant="light" color="red" aria-label={`Withdraw the link with ${partList(link.include)}, made ${day(link.createdAt)}`}
                      loading={withdraw.isPending && withdraw.variables === link.id} onClick={() => confirmWithdraw(link.id, day(link.createdAt))}>
                      Withdraw
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
  return (
    <Card withBorder component="section" aria-labelledby="share-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} id="share-heading">Share a verifiable link</Title>
          <Text size="sm">{SHARE_TEXTS.intro}</Text>
        </Stack>
        <CreateLink />
        <OpenLinks />
      </Stack>
    </Card>
  );
}
