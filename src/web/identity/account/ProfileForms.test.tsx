import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { Profile } from '../../../domain/schemas/profile.ts';
import { jsonResponse, renderInApp } from '../../../../test/support/web.tsx';
import { StudentProfileForm } from './ProfileForms.tsx';

const profile = (student: NonNullable<Profile['student']>): Profile => ({ role: 'student', email: 'asha@x.edu', complete: !!student.usn, cancellable: !student.usn, student, organizer: null });

const show = (p: Profile, onSaved = vi.fn()) => renderInApp(<StudentProfileForm profile={p} onSaved={onSaved} />);

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Complete profile with values stored before the field rules', () => {
  it('shows the stored values with their problems, and saves them corrected', async () => {
    const user = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', profileComplete: true };
    const fetch = vi.fn(async () => jsonResponse({ user }));
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    show(profile({ name: 'Asha Rao', usn: 'abc', semester: 'twelve', phone: '12' }), onSaved);
    expect(input('Semester').value).toBe('twelve');
    expect(input('Phone').value).toBe('12');
    expect(screen.getByText(MSG.semesterRange)).toBeTruthy();
    expect(screen.getByText(MSG.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.usnInvalid)).toBeTruthy();

    fireEvent.change(input('USN'), { target: { value: '1RV22CS001' } });
    fireEvent.change(input('Semester'), { target: { value: '4' } });
    fireEvent.change(input('Phone'), { target: { value: '+91 98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(user));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([path, init.method]).toEqual(['/api/me/profile', 'PUT']);
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Asha Rao', usn: '1RV22CS001', semester: '4', phone: '+91 98765 43210' });
  });

  it('shows no problems on a new, empty profile until the person acts', () => {
    show(profile({ name: 'Asha Rao', usn: '', semester: '', phone: '' }));
    expect(screen.queryByText(MSG.fillAllFields)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('alert').textContent).toContain(MSG.fillAllFields);
  });
});
