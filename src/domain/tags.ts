/** The campus's event tags unless EVENT_TAGS says otherwise: an event has up to 3, a student picks interests among them. */
export const DEFAULT_EVENT_TAGS = ['Tech', 'Music', 'Sports', 'Career', 'Culture', 'Volunteering', 'Academic'] as const;
export const MAX_INTERESTS = 10;
export const MAX_EVENT_TAGS = 3;
export const eventTagsMessage = 'Tags must come from the campus list';

/** The campus's spelling of each known tag, once each, or undefined when one is unknown. */
export function normalizeTags(given: readonly string[], campusTags: readonly string[]): string[] | undefined {
  const known = new Map(campusTags.map((t) => [t.toLowerCase(), t]));
  const out: string[] = [];
  for (const tag of given) {
    const spelled = known.get(tag.trim().toLowerCase());
    if (!spelled) return undefined;
    if (!out.includes(spelled)) out.push(spelled);
  }
  return out;
}

/** Tags as stored (a JSON array), read leniently: anything unreadable is no tags. */
export function parseStoredTags(stored: string | null | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
