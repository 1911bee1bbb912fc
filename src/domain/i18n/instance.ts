import i18next, { type i18n as I18n, type Module } from 'i18next';
import ICU from 'i18next-icu';
import { en, type Catalogue, type Namespace } from './en.ts';
import { LANGUAGES, PSEUDO_LANGUAGE, type UiLanguage } from './languages.ts';

export const NAMESPACES = Object.keys(en) as Namespace[];

/**
 * An i18next instance on the catalogues given, with ICU MessageFormat on (plurals and
 * selects by the language's own rules, through Intl). Ready when returned for a language
 * whose catalogue is given. Keys are flat (`nav.home`), so `.` is not a separator.
 *
 * Apart from i18n.ts, which gives it every catalogue (the server, the tests), so that the
 * browser can give it English and the page's own language only: a `backend` then brings
 * another language's catalogue when the visitor switches to it.
 */
export function createI18nFrom(language: UiLanguage, resources: Record<string, Catalogue>, options: { pseudo?: boolean; backend?: Module } = {}): I18n {
  const instance = i18next.createInstance();
  if (options.backend) instance.use(options.backend);
  void instance.use(ICU).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES, ...(options.pseudo ? [PSEUDO_LANGUAGE] : [])],
    resources,
    // The catalogues given are whole; the backend is asked only for a language not given.
    partialBundledLanguages: Boolean(options.backend),
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
