import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../test/support/web.tsx';
import { EmbedSnippets, embedSnippets } from './EmbedSnippets.tsx';

afterEach(cleanup);

describe('the embed snippets', () => {
  it('frame the club’s embed from this site, its name escaped in the frame’s title', () => {
    const snippets = embedSnippets('https://events.example.edu', 'club 1', 'Rock & "Roll" <Club>');
    expect(snippets.script).toBe('<script src="https://events.example.edu/embed.js" data-organizer="club 1" async></script>');
    expect(snippets.iframe).toBe(
      '<iframe src="https://events.example.edu/embed/organizers/club%201" title="Upcoming events · Rock &amp; &quot;Roll&quot; &lt;Club>" style="width:100%;height:400px;border:0" loading="lazy"></iframe>',
    );
    expect(snippets.calendar).toBe('https://events.example.edu/api/organizers/club%201/calendar.ics');
  });

  it('are shown to copy, with a preview that opens in a new tab', () => {
    renderInApp(<EmbedSnippets organizerId="o1" organizerName="Robotics Club" />);
    expect(screen.getByRole('heading', { name: 'Put your events on your website' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Script snippet' }) as HTMLTextAreaElement).value).toBe(`<script src="${window.location.origin}/embed.js" data-organizer="o1" async></script>`);
    expect(screen.getByRole('button', { name: 'Copy the frame snippet' })).toBeTruthy();
    const preview = screen.getByRole('link', { name: /Preview the embed/ });
    expect(preview.getAttribute('href')).toBe('/embed/organizers/o1');
    expect(preview.getAttribute('target')).toBe('_blank');
  });
});
