import { useTranslation } from 'react-i18next';
import { Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { INVITATION_DAYS, INVITED_ROLES, invitationInputSchema, type InvitedRole } from '../../../domain/schemas/team.ts';
import { fieldProblems, problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { LiveForm } from '../../infrastructure/components/LiveForm.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { headline, zodValidate } from '../../infrastructure/components/zod-form.ts';
import { useInviteMember } from './api.ts';

interface InviteValues {
  email: string;
  role: InvitedRole;
}

const ROLE_KEYS = { manager: 'ws.role.manager', door: 'ws.role.door' } as const satisfies Record<InvitedRole, string>;

/** Invite someone: an address and a role, checked on submit with the server's schema. */
export function InviteForm({ organizerId }: { organizerId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const roleOptions = INVITED_ROLES.map((role) => ({ value: role, label: t(ROLE_KEYS[role]) }));
  // The server's refusals (400, 403, 409) say why; anything else is the form's own message.
  const inviteProblem = (error: unknown) => problemMessage(error, { shown: [400, 403, 404, 409], fallback: t('ws.inv.failed') });
  const invite = useInviteMember(organizerId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<InviteValues>({ initialValues: { email: '', role: 'manager' }, validate: zodValidate(invitationInputSchema, language) });

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      invite.mutate(invitationInputSchema.parse(values), {
        onSuccess: (invitation) => {
          notifySuccess(t('ws.inv.sent', { email: invitation.email }));
          form.reset();
        },
        onError: (error) => {
          setProblem(inviteProblem(error));
          form.setErrors(fieldProblems(error, [400, 403, 404, 409]));
        },
      });
    },
    () => setProblem(headline(invitationInputSchema, form.getValues(), language)),
  );

  return (
    // The club's page arrives rendered by the server: the fields wait for the app, or what is typed first would be lost.
    <LiveForm onSubmit={submit} aria-labelledby="team-invite-heading">
      <Stack gap="sm">
        <Title order={3} size="h5" id="team-invite-heading">
          {t('ws.inv.heading')}
        </Title>
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t('ws.inv.email')}
            description={t('ws.inv.emailHelp', { days: String(INVITATION_DAYS) })}
            type="email"
            autoComplete="off"
            required
            miw={220}
            {...form.getInputProps('email')}
          />
          <NativeSelect label={t('ws.team.role')} description={t('ws.inv.roleHint')} data={roleOptions} miw={180} {...form.getInputProps('role')} />
        </Group>
        <div>
          <Button type="submit" loading={invite.isPending}>
            {t('ws.inv.send')}
          </Button>
        </div>
        <FormError message={problem} />
      </Stack>
    </LiveForm>
  );
}
