/** Top bar: the user's name cut to 7 characters plus '...' (SPEC.md §9). */
export const NAME_CUT = 7;

export function shortName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > NAME_CUT ? `${trimmed.slice(0, NAME_CUT)}...` : trimmed;
}
