import { useTranslation } from 'react-i18next';
import { Radio, Stack } from '@mantine/core';
import type { EventFormApi } from './state.ts';

/** The edit form of a date of a series: whether the change reaches the later dates too. */
export function ScopeSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('ws.form.scope')} {...form.getInputProps('scope')}>
      <Stack gap="xs" mt={6}>
        <Radio value="this" label={t('ws.form.scopeThis')} />
        <Radio value="following" label={t('ws.form.scopeFollowing')} />
      </Stack>
    </Radio.Group>
  );
}
