import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventView } from '../../../../domain/events.ts';
import type { Me } from '../../../../domain/responses/accounts.ts';
import type { PrivacyNotice } from '../../../../domain/responses/retention.ts';
import { DEFAULT_RETENTION } from '../../../../domain/retention.ts';
import type { UiLanguage } from '../../../../domain/i18n/languages.ts';
import { firstComeEvent } from '../../../../../test/support/fixtures.ts';
import { renderInApp, testQueryClient } from '../../../../../test/support/web.tsx';
import { rootKeys } from '../../../infrastructure/api/query-keys.ts';
import { eventKeys } from '../../../events/events/api.ts';
import { RegisterPage } from '../RegisterPage.tsx';

const event: EventView = {
  id: 'e1', name: 'Trek', date: '2030-05-04', time: '06:00', startsAt: '2030-05-04T00:30:00.000Z', venue: 'Main Gate',
  description: '', type: 'Workshop', capacity: 40, registrations: 0, waitlisted: 0, imageUrl: null, cardImageUrl: null,
  organizer: { id: 'o1', name: 'Trekking Club' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming',
  questions: [
    { id: 'qShirt', label: 'T-shirt size', kind: 'text', options: [], required: false, sensitive: false },
    { id: 'qHealth', label: 'Health or access needs', kind: 'longtext', options: [], required: false, sensitive: true },
  ],
};
const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };
const notice = (sensitiveAnswersDays: number): PrivacyNotice => ({ campusName: 'Hill Campus', contactEmail: 'office@x.edu', schedule: { ...DEFAULT_RETENTION, sensitiveAnswersDays } });

function show(schedule: PrivacyNotice, language: UiLanguage = 'en') {
  const client = testQueryClient({ session: student, queries: [[eventKeys.one(event.id), event], [rootKeys.privacy, schedule]] });
  return renderInApp(<RegisterPage />, { client, path: `/${event.id}/register`, route: '/:eventId/register', mantineEnv: 'test', language });
}

/** The text a field's aria-describedby points at. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

afterEach(cleanup);

describe('under a sensitive question', () => {
  it('the form says who sees the answer and the day it is deleted, read with the field', () => {
    show(notice(1));
    const health = screen.getByRole('textbox', { name: 'Health or access needs' });
    expect(description(health)).toContain('Only the club’s organisers see this answer. It is deleted on Sun 5 May 2030.');
    // Not under the other questions.
    expect(description(screen.getByRole('textbox', { name: 'T-shirt size' }))).not.toContain('organisers');
  });

  it("follows the campus office's schedule", () => {
    show(notice(7));
    expect(description(screen.getByRole('textbox', { name: 'Health or access needs' }))).toContain('It is deleted on Sat 11 May 2030.');
  });

  it('says it in Hindi and Kannada', () => {
    show(notice(1), 'hi');
    expect(screen.getByText(/यह जवाब सिर्फ़ क्लब के ऑर्गनाइज़र देखते हैं।/)).toBeTruthy();
    cleanup();
    show(notice(1), 'kn');
    expect(screen.getByText(/ಈ ಉತ್ತರವನ್ನು ಕ್ಲಬ್‌ನ ಆರ್ಗನೈಸರ್‌ಗಳು ಮಾತ್ರ ನೋಡುತ್ತಾರೆ./)).toBeTruthy();
  });
});
