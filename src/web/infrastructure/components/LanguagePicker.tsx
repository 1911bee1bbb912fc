import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, PSEUDO_LANGUAGE } from '../../../domain/i18n/languages.ts';
import { useChangeLanguage } from '../api/language.ts';

/**
 * Quad's language, each named in its own script so a reader finds theirs: in the footer
 * for everyone and on the account page. A native select: one tap on a phone, no menu code.
 */
export function LanguagePicker({ withHelp = false }: { withHelp?: boolean }) {
  const { t, i18n } = useTranslation();
  const change = useChangeLanguage();
  const current = i18n.language;
  const options = [
    ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
    // The pseudo-locale is listed only where it is already on (development and tests).
    ...(current === PSEUDO_LANGUAGE ? [{ value: PSEUDO_LANGUAGE, label: PSEUDO_LANGUAGE }] : []),
  ];
  return (
    <NativeSelect
      label={t('language.label')}
      description={withHelp ? t('language.help') : undefined}
      data={options}
      value={current}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.value as (typeof options)[number]['value'])}
      size="sm"
      w={withHelp ? undefined : 160}
    />
  );
}
