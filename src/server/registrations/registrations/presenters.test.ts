import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { RegistrationRow } from '../../infrastructure/db/schema.ts';
import { presentRegistration, presentRegistrationList } from './presenters.ts';

const row: RegistrationRow = {
  id: 'e1_1RV22CS001', event_id: 'e1', student_id: 'asha', name: 'Asha Rao', usn: '1RV22CS001', email: 'asha@example.edu',
  semester: '5', contact_no: '9876543210', status: 'registered', ticket_code: 'secret-ticket', checked_in_at: null,
  created_at: '2026-06-01T10:00:00.000Z', updated_at: '2026-06-01T10:00:00.000Z', answers: '{"q1":"Veg"}',
  offer_expires_at: null, queue_position: null, sensitive_answers: null,
};

describe('a registration as presented', () => {
  it('leaves out the e-mail, phone and answers unless the caller says the viewer may see them', () => {
    const hidden = presentRegistration(row);
    expect(hidden).toMatchObject({ name: 'Asha Rao', usn: '1RV22CS001', email: '', contactNo: '', answers: {} });
    expect(hidden.ticketCode).toBeUndefined();
    expect(presentRegistration(row, { contacts: true })).toMatchObject({ email: 'asha@example.edu', contactNo: '9876543210', answers: { q1: 'Veg' } });
  });

  it("an event's list shows contacts only when told", () => {
    const list = { rows: [{ ...row, event_allocation: 'first-come' as const }], questions: [], optionCounts: [] };
    expect(presentRegistrationList({ ...list, contacts: false }).registrations[0]).toMatchObject({ email: '', contactNo: '', answers: {} });
    expect(presentRegistrationList({ ...list, contacts: true }).registrations[0]).toMatchObject({ email: 'asha@example.edu' });
  });

  it("names a former participant (no student) in the viewer's language, English without one; a student's own name stays", () => {
    const former = { ...row, student_id: null, name: '', usn: '' };
    expect(presentRegistration(former).name).toBe('A former participant');
    expect(presentRegistration(former, { t: translatorFor('en') }).name).toBe('A former participant');
    expect(presentRegistration(former, { t: translatorFor('hi') }).name).toBe('एक पूर्व पार्टिसिपेंट');
    expect(presentRegistrationList({ rows: [former], questions: [], optionCounts: [], contacts: true }, translatorFor('kn')).registrations[0]!.name).toBe('ಒಬ್ಬ ಮಾಜಿ ಪಾರ್ಟಿಸಿಪೆಂಟ್');
    expect(presentRegistration(row, { t: translatorFor('kn') }).name).toBe('Asha Rao');
  });
});
