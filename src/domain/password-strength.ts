import { PASSWORD_MIN } from './schemas/fields.ts';

/** 0 (too short) to 4 (strong): length and variety of characters. A hint, not a rule. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (password.length < PASSWORD_MIN) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  let score = 1;
  if (password.length >= 10) score++;
  if (password.length >= 14) score++;
  if (kinds >= 3) score++;
  return Math.min(score, 4) as 1 | 2 | 3 | 4;
}
