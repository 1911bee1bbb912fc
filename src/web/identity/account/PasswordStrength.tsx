import { Progress, Text } from '@mantine/core';
import { PASSWORD_MIN } from '../../../domain/schemas/fields.ts';
import { passwordStrength } from '../../../domain/password-strength.ts';

const LABELS = ['Too short', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const COLORS = ['red', 'red', 'yellow', 'teal', 'green'] as const;

/** A hint only: the policy itself is the length rule, checked by the shared schema. */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) {
    return (
      <Text size="xs" c="dimmed">
        At least {PASSWORD_MIN} characters. Longer is stronger.
      </Text>
    );
  }
  const score = passwordStrength(password);
  return (
    <div>
      <Progress value={(score / 4) * 100} color={COLORS[score]} size="sm" aria-hidden />
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        Password strength: {LABELS[score]}
      </Text>
    </div>
  );
}
