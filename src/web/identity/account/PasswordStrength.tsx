import { Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../../../domain/schemas/fields.ts';
import { passwordStrength } from '../../../domain/password-strength.ts';

/** Each score's word, as the catalogue's `password.strength` selects it. */
const LEVELS = ['tooShort', 'weak', 'fair', 'good', 'strong'] as const;
const COLORS = ['red', 'red', 'yellow', 'teal', 'green'] as const;

/** A hint only: the policy itself is the length rule, checked by the shared schema. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password) {
    return (
      <Text size="xs" c="dimmed">
        {t('password.hint', { min: PASSWORD_MIN })}
      </Text>
    );
  }
  const score = passwordStrength(password);
  return (
    <div>
      <Progress value={(score / 4) * 100} color={COLORS[score]} size="sm" aria-hidden />
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {t('password.strength', { level: LEVELS[score] })}
      </Text>
    </div>
  );
}
