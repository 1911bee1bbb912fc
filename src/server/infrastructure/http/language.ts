import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { translateMessage, translatorFor } from '../../../domain/i18n/i18n.ts';
import { chooseLanguage, cookieValue, isLanguage, LANGUAGE_COOKIE, PSEUDO_LANGUAGE, type UiLanguage } from '../../../domain/i18n/languages.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../db/connection.ts';
import { saidInOf } from './errors.ts';
import { findAccountLanguage } from './queries.ts';

type LanguageConfig = Pick<Config, 'defaultLanguage' | 'pseudoLocale'>;

const chosen = new WeakMap<FastifyRequest, Promise<UiLanguage>>();

/**
 * The language a request is answered in (docs/i18n.md): the signed-in person's choice,
 * else the `lang` cookie, else Accept-Language, else DEFAULT_LANGUAGE. A page's `?lang=`
 * (the hreflang alternates' links) comes first for that page. Read once per request.
 */
export function requestLanguage(request: FastifyRequest, config: LanguageConfig, db: Db): Promise<UiLanguage> {
  let language = chosen.get(request);
  if (!language) {
    language = (async () => {
      const asked = (request.query as Record<string, unknown> | undefined)?.lang;
      if (isLanguage(asked) || (config.pseudoLocale && asked === PSEUDO_LANGUAGE)) return asked as UiLanguage;
      const viewer = request.viewer;
      // Read with the session when it came that way (one query fewer per signed-in page).
      const account = !viewer ? null : viewer.language !== undefined ? viewer.language : await findAccountLanguage(db, viewer.id).catch(() => null);
      return chooseLanguage({
        account,
        cookie: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
        acceptLanguage: request.headers['accept-language'],
        fallback: config.defaultLanguage,
        pseudo: config.pseudoLocale,
      });
    })();
    chosen.set(request, language);
  }
  return language;
}

/** The catalogue's `t` in the request's language: words an answer says itself (a former participant's name, a CSV's headers). */
export async function requestTranslator(request: FastifyRequest, config: LanguageConfig, db: Db): Promise<TFunction> {
  const language = await requestLanguage(request, config, db);
  return translatorFor(language, language === PSEUDO_LANGUAGE);
}

/**
 * The API's error `message` (and each field's) in the request's language; `code` never
 * changes. Only error answers are read: a success pays nothing. Registered on the root, so
 * it runs before the API's compression.
 */
export function installErrorLanguage(app: FastifyInstance, config: LanguageConfig, db: Db) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{"error"')) return payload;
    const language = await requestLanguage(request, config, db);
    if (language === 'en') return payload;
    reply.header('content-language', language);
    try {
      const body = JSON.parse(payload) as { error?: { message?: unknown; fields?: Record<string, unknown> } };
      const error = body.error;
      if (!error || typeof error.message !== 'string') return payload;
      // A message made of parts is said from its parts; a catalogue message by its English words.
      const said = saidInOf.get(request);
      const t = said && translatorFor(language, language === PSEUDO_LANGUAGE);
      error.message = said?.message ? said.message(t!, language) : translateMessage(error.message, language, config.pseudoLocale);
      for (const [field, text] of Object.entries(error.fields ?? {})) {
        const sayField = said?.fields?.[field];
        if (sayField) error.fields![field] = sayField(t!, language);
        else if (typeof text === 'string') error.fields![field] = translateMessage(text, language, config.pseudoLocale);
      }
      return JSON.stringify(body);
    } catch {
      return payload;
    }
  });
}
