import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import ICU from 'i18next-icu';
import { en, type Catalogue, type Namespace } from './en.ts';
import { hi } from './hi.ts';
import { kn } from './kn.ts';
import { LANGUAGES, PSEUDO_LANGUAGE, intlLocale, type Language, type UiLanguage } from './languages.ts';
import { pseudoCatalogue } from './pseudo.ts';

export const CATALOGUES: Record<Language, Catalogue> = { en, hi, kn };
export const NAMESPACES = Object.keys(en) as Namespace[];

/**
 * An i18next instance with every catalogue loaded and ICU MessageFormat on (plurals and
 * selects by the language's own rules, through Intl). Ready when returned: the
 * catalogues are in the bundle, so nothing is loaded later and the server's first
 * render and the browser's agree. Keys are flat (`nav.home`), so `.` is not a separator.
 */
export function createI18n(language: UiLanguage, options: { pseudo?: boolean } = {}): I18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Catalogue> = { ...CATALOGUES, ...(options.pseudo && { [PSEUDO_LANGUAGE]: pseudoCatalogue() }) };
  void instance.use(ICU).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES, ...(options.pseudo ? [PSEUDO_LANGUAGE] : [])],
    resources,
    ns: NAMESPACES,
    defaultNS: 'ui',
    keySeparator: false,
    nsSeparator: ':',
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    i18nFormat: { formats: {} },
  } as Parameters<I18n['init']>[0]);
  return instance;
}

const translators = new Map<string, TFunction>();

/** The `t` of one language, made once per process (server: the API's messages and the e-mails). */
export function translatorFor(language: UiLanguage, pseudo = false): TFunction {
  const key = `${language}:${pseudo}`;
  let t = translators.get(key);
  if (!t) translators.set(key, (t = createI18n(language, { pseudo }).t));
  return t;
}

const englishKeyOf = new Map<string, string>(Object.entries(en.msg).map(([key, text]) => [text, key]));

/**
 * A catalogue message (MSG's English text, as the server's errors carry it) in `language`;
 * a text that is not one of the catalogue's (made of parts, or a zod detail) stays as it is.
 */
export function translateMessage(message: string, language: UiLanguage, pseudo = false): string {
  if (language === 'en') return message;
  const key = englishKeyOf.get(message);
  return key ? translatorFor(language, pseudo)(`msg:${key}`) : message;
}

export { intlLocale };
