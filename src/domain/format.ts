import { cutText } from './text-cut.ts';

/** Top bar: the user's name cut to 7 characters plus '...' (SPEC.md §9), by grapheme so an emoji stays whole. */
export const NAME_CUT = 7;

export function shortName(name: string): string {
  return cutText(name.trim(), NAME_CUT, { mark: '...', markOutside: true });
}
