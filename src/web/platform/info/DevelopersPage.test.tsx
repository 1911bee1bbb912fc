import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../domain/i18n/i18n.ts';
import { DevelopersPage, initialsOf } from './DevelopersPage.tsx';

afterEach(cleanup);

describe('the developers page', () => {
  it("shows each person's initials on a colour of their own, with a name for screen readers", () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <MantineProvider>
          <DevelopersPage />
        </MantineProvider>
      </I18nextProvider>,
    );
    const avatars = screen.getAllByRole('img', { name: /^Avatar of / });
    expect(avatars.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Avatar of Aarav Kulkarni', 'Avatar of Diya Menon', 'Avatar of Ishaan Reddy', 'Avatar of Dr. Kavitha Rao',
    ]);
    expect(avatars.map((a) => a.textContent)).toEqual(['AK', 'DM', 'IR', 'KR']);
    // No placeholder picture (a silhouette) under the initials.
    expect(document.querySelectorAll('img, svg[class*="Avatar"]')).toHaveLength(0);
    const colours = avatars.map((a) => a.getAttribute('style'));
    expect(new Set(colours).size).toBe(4);
  });

  it('takes initials from the first and last names, leaving titles out', () => {
    expect(initialsOf('Aarav Kulkarni')).toBe('AK');
    expect(initialsOf('Dr. Kavitha Rao')).toBe('KR');
    expect(initialsOf('Asha')).toBe('A');
    expect(initialsOf('  diya   s   menon ')).toBe('DM');
  });
});
