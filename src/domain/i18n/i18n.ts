import type { i18n as I18n } from 'i18next';
import { en, type Catalogue } from './en.ts';
import { hi } from './hi.ts';
import { kn } from './kn.ts';
import { createI18nFrom, NAMESPACES } from './instance.ts';
import { provideCatalogue, translateMessage, translatorFor } from './messages-in.ts';
import { PSEUDO_LANGUAGE, intlLocale, type Language, type UiLanguage } from './languages.ts';
import { pseudoCatalogue } from './pseudo.ts';

export const CATALOGUES: Record<Language, Catalogue> = { en, hi, kn };
export { NAMESPACES };

/**
 * An i18next instance with every catalogue loaded: ready at once, so the server's first
 * render needs nothing later. The browser loads only its page's language (web/app/i18n.ts).
 */
export function createI18n(language: UiLanguage, options: { pseudo?: boolean } = {}): I18n {
  return createI18nFrom(language, { ...CATALOGUES, ...(options.pseudo && { [PSEUDO_LANGUAGE]: pseudoCatalogue() }) }, options);
}

// Every language here (the server, the tests): API messages, mails and pages in any of them.
for (const [language, catalogue] of Object.entries(CATALOGUES)) provideCatalogue(language, () => catalogue);
let pseudo: Catalogue | undefined;
provideCatalogue(PSEUDO_LANGUAGE, () => (pseudo ??= pseudoCatalogue()));

export { intlLocale, translateMessage, translatorFor };
