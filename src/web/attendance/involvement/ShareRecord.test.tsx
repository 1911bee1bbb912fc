import { withOnDemandHosts } from '../../../../test/support/on-demand-hosts.ts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { Involvement } from '../../../domain/responses/attendance.ts';
import type { RecordLinkView } from '../../../domain/responses/records.ts';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { involvementKeys } from './api.ts';
import { InvolvementPage } from './InvolvementPage.tsx';
import { en } from '../../../domain/i18n/en.ts';

const SHARE_TEXTS = {
  intro: en.ui['club.share.intro'],
  onlyOnce: 'Copy the link now: Quad keeps no copy of it, so it is shown only this once.',
  withdrawn: en.ui['club.share.withdrawn'],
};

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };
const record: Involvement = { attended: [], totalHours: 0, terms: [], clubsFollowed: [], roles: [], feedbackGiven: 0 };
const URL_ONCE = 'http://localhost:3000/records/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

/** The server: the links in `links`, a POST adds one, a DELETE takes one away. */
function fakeServer(links: RecordLinkView[]) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, ...(init.body ? { body: JSON.parse(init.body as string) } : {}) });
    if (path === '/api/me/involvement') return jsonResponse(record);
    if (path === '/api/me/involvement/links' && method === 'GET') return jsonResponse({ links });
    if (path === '/api/me/involvement/links' && method === 'POST') {
      const link = { id: 'l9', include: ['events'] as const, createdAt: '2026-08-11T10:00:00.000Z' };
      links.unshift({ ...link, include: [...link.include] });
      return jsonResponse({ ...link, url: URL_ONCE }, 201);
    }
    if (path.startsWith('/api/me/involvement/links/') && method === 'DELETE') {
      links.splice(links.findIndex((l) => path.endsWith(l.id)), 1);
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }));
  return calls;
}

function show(links: RecordLinkView[]) {
  const client = testQueryClient({ session: student, queries: [[involvementKeys.all, record], [involvementKeys.links, { links: [...links] }]] });
  return renderInApp(<><OnDemandHosts /><InvolvementPage /></>, { client, path: '/involvement', mantineEnv: 'test' });
}

configure({ asyncUtilTimeout: 5000 });
withOnDemandHosts({ modals: true });

describe('the involvement page: PDF and shared links', { timeout: 20_000 }, () => {
  it('offers the PDF as a download', () => {
    fakeServer([]);
    show([]);
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/me/involvement.pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
  });

  it('says to choose something when nothing is ticked, and sends nothing', async () => {
    const calls = fakeServer([]);
    show([]);
    const section = screen.getByRole('region', { name: 'Share a verifiable link' });
    for (const name of ['Events attended', 'Hours by term']) fireEvent.click(within(section).getByRole('checkbox', { name }));
    fireEvent.click(within(section).getByRole('button', { name: 'Create link' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(MSG.chooseRecordParts);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates a link with the ticked parts and shows its URL once, with Copy', async () => {
    const calls = fakeServer([]);
    show([]);
    expect(screen.getByText(SHARE_TEXTS.intro)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hours by term' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    const field = await screen.findByRole('textbox', { name: 'Your new link' });
    expect((field as HTMLInputElement).value).toBe(URL_ONCE);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText(new RegExp(SHARE_TEXTS.onlyOnce))).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ include: { events: true, hours: false, clubs: false, roles: false, feedback: false } });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Your shared links' })).toBeTruthy());
  });

  it('lists open links and withdraws one after a confirmation', async () => {
    const links = [{ id: 'l1', include: ['events', 'feedback'] as RecordLinkView['include'], createdAt: '2026-08-10T10:00:00.000Z' }];
    const calls = fakeServer(links);
    show(links);
    const table = screen.getByRole('table', { name: 'Your shared links' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Events attended, Feedback given');
    fireEvent.click(within(table).getByRole('button', { name: /^Withdraw the link with Events attended, Feedback given/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/me/involvement/links/l1')).toBe(true));
    expect(await screen.findByText(SHARE_TEXTS.withdrawn)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Your shared links' })).toBeNull());
  });
});
