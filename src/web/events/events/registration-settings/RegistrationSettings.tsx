import { useTranslation } from 'react-i18next';
import { Checkbox, Divider, NumberInput, Radio, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CLAIM_HOURS_MAX } from '../../../../domain/registration-settings.ts';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import type { RegistrationFormValues } from './values.ts';

/** The registration section's labels and descriptions. */
export const REGISTRATION_FIELDS = {
  heading: 'Registration',
  approval: 'Require approval',
  approvalDescription: 'Each registration waits until you approve or decline it; the student is told by e-mail either way.',
  opens: 'Registration opens (optional)',
  opensDescription: 'Before then, students see when registration opens.',
  closes: 'Registration closes (optional)',
  closesDescription: 'Registration closes anyway when the event starts.',
  claimHours: 'Claim window (hours)',
  claimHoursDescription: 'When a seat frees up, the next student on the waitlist has this long to confirm it. Leave empty to give the seat at once.',
  allocation: 'Seats are given',
  firstCome: 'First come, first served',
  lottery: 'By lottery',
  drawAt: 'Draw time',
  drawAtDescription: 'Students enter until then; the seats go to entrants drawn at random, and the rest join the waitlist in drawn order.',
  selfCheckIn: 'Self check-in (students scan a code at the door)',
  selfCheckInDescription: 'The manage page then links to a door screen whose code changes every 30 seconds; registered students scan it with their phone to check in.',
} as const;

interface Props {
  form: UseFormReturnType<RegistrationFormValues>;
  /** The campus zone the date-time fields are typed in (GET /api/config). */
  timeZone: string;
}

/** The event form's Registration section: questions, approval, the window, the claim window, and how seats are given. */
export function RegistrationSettings({ form, timeZone }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Divider />
      <Title order={2} size="h4">
        {t('ws.reg.heading')}
      </Title>
      <QuestionsEditor form={form} />
      {/* Named by its label alone: Mantine's <label> around the switch also holds the description. */}
      <Switch
        id="registration-approval"
        label={<span id="registration-approval-label">{t('ws.reg.approval')}</span>}
        aria-labelledby="registration-approval-label"
        description={t('ws.reg.approvalHelp')}
        {...form.getInputProps('approval', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="datetime-local"
          label={t('ws.reg.opens')}
          description={t('ws.reg.opensHelp', { zone: timeZone })}
          {...form.getInputProps('registrationOpensAt')}
        />
        <TextInput
          type="datetime-local"
          label={t('ws.reg.closes')}
          description={t('ws.reg.closesHelp', { zone: timeZone })}
          {...form.getInputProps('registrationClosesAt')}
        />
      </SimpleGrid>
      <NumberInput
        label={t('ws.reg.claimHours')}
        description={t('ws.reg.claimHoursHelp')}
        min={1}
        max={CLAIM_HOURS_MAX}
        // Out of range is said on submit (the schema's message), not quietly changed on blur.
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('claimHours')}
      />
      <Radio.Group label={t('ws.reg.allocation')} {...form.getInputProps('allocation')}>
        <Stack gap="xs" mt={6}>
          <Radio value="first-come" label={t('ws.reg.firstCome')} />
          <Radio value="lottery" label={t('ws.reg.lottery')} />
        </Stack>
      </Radio.Group>
      {form.values.allocation === 'lottery' && (
        <TextInput
          type="datetime-local"
          label={t('ws.reg.drawAt')}
          description={t('ws.reg.drawAtHelp', { zone: timeZone })}
          required
          {...form.getInputProps('drawAt')}
        />
      )}
      {/* Named by its label alone, as the approval switch above. */}
      <Checkbox
        id="registration-self-check-in"
        label={<span id="registration-self-check-in-label">{t('ws.reg.selfCheckIn')}</span>}
        aria-labelledby="registration-self-check-in-label"
        description={t('ws.reg.selfCheckInHelp')}
        {...form.getInputProps('selfCheckIn', { type: 'checkbox' })}
      />
    </Stack>
  );
}
