import { Radio, Stack } from '@mantine/core';
import { SCOPE_FIELD, type EventFormApi } from './state.ts';

/** The edit form of a date of a series: whether the change reaches the later dates too. */
export function ScopeSection({ form }: { form: EventFormApi }) {
  return (
    <Radio.Group label={SCOPE_FIELD.label} {...form.getInputProps('scope')}>
      <Stack gap="xs" mt={6}>
        <Radio value="this" label={SCOPE_FIELD.this} />
        <Radio value="following" label={SCOPE_FIELD.following} />
      </Stack>
    </Radio.Group>
  );
}
