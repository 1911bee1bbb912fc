import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { buildEvent, whenFromNow } from '../../test/support/factories.ts';
import { buildOrganizer, buildStudent } from './accounts.ts';

/**
 * A student the club checked in at its event: the event starts in two hours
 * (check-in is open; the e2e campus is in UTC) and lasts an hour and a half. Both sides
 * are API contexts of their own; the student's password signs them in in a page.
 */
export async function checkedInStudent(baseURL: string | undefined, clubName: string) {
  const club = await playwrightRequest.newContext({ baseURL });
  expect((await club.post('/api/signup/organizer', { data: buildOrganizer({ name: clubName }) })).status()).toBe(201);
  const created = await club.post('/api/events', { data: { ...buildEvent({ name: `Robot Night ${Date.now()}`, ...whenFromNow(120) }), endTime: whenFromNow(210).time } });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string; name: string };

  const student = buildStudent();
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/signup/student', { data: student })).status()).toBe(201);
  const reg = await api.post(`/api/events/${event.id}/registrations`, { data: { name: student.name, usn: student.usn, email: student.email, semester: student.semester } });
  expect(reg.status()).toBe(201);
  // The club checks the student in at the door.
  expect((await club.post(`/api/registrations/${(await reg.json()).id}/check-in`, { data: {} })).status()).toBe(200);
  return { club, event, student, api };
}

/** What the device keeps for the door (src/web/app/door-data.ts): how many lists, how many scans waiting; none before the page opened its store. */
export function storedDoorData(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ lists: number; queued: number }>((resolve) => {
        const open = indexedDB.open('quad-door');
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('door')) {
            open.result.close();
            resolve({ lists: 0, queued: 0 });
            return;
          }
          const tx = open.result.transaction('door');
          const keys = tx.objectStore('door').getAllKeys();
          const values = tx.objectStore('door').getAll();
          tx.oncomplete = () => {
            const lists = keys.result.filter((k) => String(k).startsWith('list:')).length;
            const queued = (values.result as unknown[]).filter(Array.isArray).flat().length;
            open.result.close();
            resolve({ lists, queued });
          };
        };
      }),
  );
}
