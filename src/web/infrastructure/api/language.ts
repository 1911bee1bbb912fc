import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE, type UiLanguage } from '../../../domain/i18n/languages.ts';
import { api } from './client.ts';
import { forgetPageLanguage } from './page-language.ts';
import { useSession } from './session.ts';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Switches Quad's language: kept on the account when signed in (PUT /api/me/preferences,
 * which also sets the cookie), in the `lang` cookie otherwise; then the page speaks it at
 * once, and the server's next pages and messages too.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (language: UiLanguage) => {
      if (user) await api.put('/api/me/preferences', { language });
      else document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
      return language;
    },
    onSuccess: async (language) => {
      forgetPageLanguage();
      document.documentElement.lang = language;
      await i18n.changeLanguage(language);
    },
  });
}
