import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '../../../domain/i18n/languages.ts';
import type { EventView } from '../../../domain/events.ts';

/** The name and description a reader sees, and the language they are in. */
export interface ShownVersion {
  name: string;
  description: string;
  language: Language | undefined;
}

/**
 * Which version of the event the page shows: the one the server sent (the reader's
 * language's translation when there is one), or, once asked, the club's original.
 */
export function useEventVersion(e: EventView): { shown: ShownVersion; switcher: React.ReactNode } {
  const [original, setOriginal] = useState(false);
  const { t } = useTranslation();
  const translated = e.original && e.language ? { name: e.name, description: e.description, language: e.language } : null;
  if (!translated || !e.original) return { shown: { name: e.name, description: e.description, language: e.language }, switcher: null };
  const shown = original ? e.original : translated;
  const switcher = (
    <Button variant="subtle" size="compact-sm" leftSection={<IconLanguage size={16} aria-hidden />} aria-pressed={original} onClick={() => setOriginal((o) => !o)}>
      {original ? t('event.showIn', { language: LANGUAGE_NAMES[translated.language] }) : t('event.showOriginal')}
    </Button>
  );
  return { shown, switcher };
}
