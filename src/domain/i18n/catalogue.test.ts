import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { MSG, signInCancelled } from '../messages.ts';
import { en } from './en.ts';
import { CATALOGUES, translateMessage, translatorFor } from './i18n.ts';
import { chooseLanguage, fromAcceptLanguage, LANGUAGES } from './languages.ts';
import { pseudoText } from './pseudo.ts';

/**
 * The catalogue check: every language has every key of English and no other, each text
 * is valid ICU MessageFormat with the same arguments as English, and every key is used
 * somewhere in src/ (an unused one is a text nobody sees: remove it).
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** SPEC.md §8's messages that no screen or route says yet; kept because the SPEC words them. */
const SPEC_ONLY = new Set([
  'signUpFailed', 'createProfileFailed', 'profileDenied', 'invalidCredentials', 'googleUnavailable', 'loginToRegisterShort',
  'invalidEventId', 'organizerReferenceNotFound', 'registrationCancelled', 'submitFeedbackFailed', 'inboxItemNotFound',
]);

/** Said through a function of messages.ts: signInCancelled('Google') is MSG.googleCancelled. */
const SAID_BY_FUNCTION = new Set(['googleCancelled']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('domain', 'i18n')) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'messages.ts' ? [full] : [];
  });
}

/** An ICU element as the parser gives it: 1–4 an argument (plain, number, date, time), 5 a select, 6 a plural. */
interface Element { type: number; value?: unknown; options?: Record<string, { value: Element[] }> }

function argumentsOf(elements: Element[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type >= 1 && el.type <= 6 && typeof el.value === 'string') into.add(el.value);
    for (const option of Object.values(el.options ?? {})) argumentsOf(option.value, into);
  }
  return into;
}

/** Parsing throws on a broken message: a stray brace, an unknown plural form. */
const parse = (text: string) => new IntlMessageFormat(text, 'en').getAst() as unknown as Element[];

describe('the catalogues', () => {
  it('English keeps MSG as its messages, under the same keys and in the same words once formatted', () => {
    expect(en.msg).toBe(MSG);
    const t = translatorFor('en');
    for (const [key, text] of Object.entries(MSG)) expect(t(`msg:${key}`), key).toBe(text);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has every key of English and no other, each valid ICU with English's arguments, and translated`, () => {
      const catalogue = CATALOGUES[language];
      for (const [ns, texts] of Object.entries(en)) {
        const theirs = catalogue[ns as keyof typeof en] as Record<string, string>;
        expect(Object.keys(theirs).sort(), `${language}:${ns}`).toEqual(Object.keys(texts).sort());
        for (const [key, text] of Object.entries(texts)) {
          const translated = theirs[key]!;
          expect([...argumentsOf(parse(translated))].sort(), `${language}:${ns}:${key}`).toEqual([...argumentsOf(parse(text))].sort());
          // Brand names and sign-offs may stay; a sentence left in English is a missing translation.
          if (text.length > 12) expect(translated, `${language}:${ns}:${key} is still English`).not.toBe(text);
        }
      }
    });
  }

  it('uses every key somewhere in src/ (ui and mail by their literal key, msg as MSG.key)', () => {
    const source = sourceFiles(SRC).map((file) => readFileSync(file, 'utf8')).join('\n');
    const unused: string[] = [];
    for (const key of Object.keys(en.msg)) {
      if (!SPEC_ONLY.has(key) && !SAID_BY_FUNCTION.has(key) && !new RegExp(`MSG\\.${key}\\b|msg:${key}\\b`).test(source)) unused.push(`msg:${key}`);
    }
    for (const ns of ['ui', 'mail'] as const) {
      for (const key of Object.keys(en[ns])) {
        const literal = ns === 'ui' ? [`'${key}'`, `'ui:${key}'`] : [`'mail:${key}'`];
        if (!literal.some((l) => source.includes(l))) unused.push(`${ns}:${key}`);
      }
    }
    expect(unused).toEqual([]);
    expect(signInCancelled('Google')).toBe(MSG.googleCancelled);
    // A key said to be unworded by any screen must really be so.
    for (const key of SPEC_ONLY) expect(source, key).not.toMatch(new RegExp(`MSG\\.${key}\\b`));
  });

  it('formats plurals and selects by the language’s own rules', () => {
    expect(translatorFor('en')('ui:inbox.unread', { count: 0 })).toBe('Inbox');
    expect(translatorFor('en')('ui:inbox.unread', { count: 3 })).toBe('Inbox, 3 unread');
    expect(translatorFor('hi')('ui:inbox.unread', { count: 3 })).toBe('इनबॉक्स, 3 बिना पढ़े');
    expect(translatorFor('kn')('mail:reminderSoon', { lead: 'hour', event: 'Yakshagana', when: 'W' })).toBe('Yakshagana ಸುಮಾರು ಒಂದು ಗಂಟೆಯಲ್ಲಿ ಶುರುವಾಗುತ್ತದೆ: W.');
  });

  it('translates a catalogue message by its English words, and leaves any other text as it is', () => {
    expect(translateMessage(MSG.loginFirst, 'kn')).toBe(CATALOGUES.kn.msg.loginFirst);
    expect(translateMessage(MSG.loginFirst, 'en')).toBe(MSG.loginFirst);
    expect(translateMessage('Some detail of a field', 'hi')).toBe('Some detail of a field');
  });
});

describe('the pseudo-locale', () => {
  it('accents every letter, is at least 40 % longer and keeps ICU arguments whole', () => {
    const text = pseudoText('Hi {name}, you have {count, plural, one {# ticket} other {# tickets}}');
    expect(text).toMatch(/^\[Ĥí ~+\{name\}/);
    expect(text).toContain('{count, plural, one {# ţíçķéţ');
    expect(text.length).toBeGreaterThanOrEqual(Math.ceil('Hi {name}, you have {count, plural, one {# ticket} other {# tickets}}'.length * 1.2));
    expect(translatorFor('en-XA', true)('ui:nav.home')).toBe('[Ĥóɱé~~]');
    const plain = MSG.passwordsDoNotMatch;
    expect(pseudoText(plain).length).toBeGreaterThanOrEqual(plain.length * 1.4);
  });
});

describe('choosing the language', () => {
  it('the account, else the cookie, else Accept-Language by weight, else the default', () => {
    expect(chooseLanguage({ account: 'kn', cookie: 'hi', acceptLanguage: 'hi', fallback: 'en' })).toBe('kn');
    expect(chooseLanguage({ account: null, cookie: 'hi', acceptLanguage: 'kn', fallback: 'en' })).toBe('hi');
    expect(chooseLanguage({ cookie: 'xx', acceptLanguage: 'en-GB;q=0.3, kn-IN;q=0.9', fallback: 'en' })).toBe('kn');
    expect(chooseLanguage({ acceptLanguage: 'fr', fallback: 'hi' })).toBe('hi');
    expect(chooseLanguage({ cookie: 'en-XA', fallback: 'en' })).toBe('en');
    expect(chooseLanguage({ cookie: 'en-XA', fallback: 'en', pseudo: true })).toBe('en-XA');
    expect(fromAcceptLanguage('*, hi;q=0')).toBeNull();
    expect(fromAcceptLanguage('HI-in')).toBe('hi');
  });
});
