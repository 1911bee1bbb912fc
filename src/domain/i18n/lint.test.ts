import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule of the web app's components (eslint.config.js, TRANSLATED_SCREENS): a text
// that bypasses the catalogue fails `npm run lint`.

const eslint = new ESLint();
const messagesOf = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);

const component = (jsx: string) => `import { useTranslation } from 'react-i18next';
export function Footer({ name }: { name: string }) {
  const { t } = useTranslation();
  return ${jsx};
}
`;

describe('the catalogue-only lint rule', () => {
  it('refuses words written into a translated screen, as text or as a label, and takes t()', async () => {
    const file = 'src/web/app/Footer.tsx';
    expect(await messagesOf(component('<p>Terms and Privacy</p>'), file)).toHaveLength(1);
    expect(await messagesOf(component('<button aria-label="Open menu" />'), file)).toHaveLength(1);
    expect(await messagesOf(component('<button title={`Menu for ${name}`} />'), file)).toHaveLength(1);
    expect(await messagesOf(component("<p title={t('nav.main')}>{t('footer.terms')} · 2026</p>"), file)).toEqual([]);
    expect(await messagesOf(component('<b>Quad</b>'), file)).toEqual([]);
  });

  it('covers a component the day it is made, and leaves tests alone', async () => {
    expect(await messagesOf(component('<p>Terms and Privacy</p>'), 'src/web/some-feature/NewScreen.tsx')).toHaveLength(1);
    expect(await messagesOf(component('<p>Terms and Privacy</p>'), 'src/web/app/Footer.test.tsx')).toEqual([]);
  });
});
