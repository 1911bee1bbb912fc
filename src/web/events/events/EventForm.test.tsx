import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { addDays, campusDate } from '../../../domain/time.ts';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { DEFAULT_EVENT_TAGS } from '../../../domain/tags.ts';
import { renderInApp, testConfig, testQueryClient } from '../../../../test/support/web.tsx';
import { emptyEventForm, EventForm, isImageFile, PAST_EVENT_CONFIRMATION, TAGS_FIELD, type EventFormValues } from './EventForm.tsx';

const today = campusDate(new Date(), 'UTC');
const filled: EventFormValues = {
  name: 'Noir Night', date: addDays(today, 12), time: '20:15', venue: 'Amphitheatre', description: 'Classic noir.', type: 'Club Event', capacity: '', tags: [],
};

function show(initialValues: EventFormValues = emptyEventForm, onSubmit = vi.fn(), currentImageUrl: string | null = null, eventTags?: string[]) {
  renderInApp(
    <>
      <OnDemandHosts />
      <EventForm initialValues={initialValues} currentImageUrl={currentImageUrl} submitLabel="Create Event" busy={false} done={false} problem={null} onSubmit={onSubmit} />
    </>,
    { client: testQueryClient({ config: testConfig(eventTags ? { eventTags } : {}) }) },
  );
  return onSubmit;
}

// From the label's start: 'Time' is not 'End time (optional)'.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)) as HTMLInputElement;
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
const choose = (file: File) => fireEvent.change(field('Image (optional)'), { target: { files: [file] } });

// The dialog's code is fetched the first time one is opened (on-demand-hosts.tsx): here, once, ahead.
beforeAll(async () => {
  await Promise.all([import('../../infrastructure/components/ModalsHost.tsx'), import('@mantine/modals')]);
}, 30_000);

// jsdom makes no object URLs for its files: the preview's address is stubbed, and restored after.
const { createObjectURL, revokeObjectURL } = URL;
function stubObjectUrls(create: () => string) {
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
}

afterEach(() => {
  cleanup();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('the event form: a past date is confirmed before saving', () => {
  it('asks before saving a past event, saves nothing on "Change the date", and saves after "Save as past event"', async () => {
    const onSubmit = show(filled);
    change('Date', addDays(today, -3));
    change('Time', '10:00');
    submit();
    const dialog = await screen.findByRole('dialog', { name: PAST_EVENT_CONFIRMATION.title }, { timeout: 5000 });
    expect(dialog.textContent).toContain('It will be saved as a record: students cannot register, and those who attended can give feedback.');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Change the date' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(field('Date')));
    expect(onSubmit).not.toHaveBeenCalled();

    submit();
    await screen.findByRole('dialog', { name: PAST_EVENT_CONFIRMATION.title });
    fireEvent.click(screen.getByRole('button', { name: 'Save as past event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ date: addDays(today, -3), time: '10:00', venue: 'Amphitheatre' });
  }, 20_000);

  it('saves an upcoming event at once, without asking', async () => {
    const onSubmit = show(filled);
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask again when an event already in the past is saved at the same date and time, but does when it is moved', async () => {
    const onSubmit = show({ ...filled, date: addDays(today, -10) });
    change('Venue', 'Hall B');
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    change('Date', addDays(today, -20));
    submit();
    await screen.findByRole('dialog', { name: PAST_EVENT_CONFIRMATION.title }, { timeout: 5000 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  }, 20_000);
});

describe('the event form: field rules', () => {
  it("names each empty field under it, with 'Please fill all fields' as the summary, and sends nothing", () => {
    const onSubmit = show({ ...filled, venue: '', description: '' });
    submit();
    expect(screen.getByRole('alert').textContent).toContain(MSG.fillAllFields);
    expect(screen.getByText('Venue is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(field('Venue').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a negative or fractional max participants with the catalogue message', () => {
    const onSubmit = show(filled);
    for (const value of ['-5', '2.5']) {
      change('Max participants', value);
      submit();
      expect(screen.getAllByText(MSG.capacityInvalid).length).toBeGreaterThan(0);
    }
    expect(onSubmit).not.toHaveBeenCalled();
    change('Max participants', '0');
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('the event form: only image files', () => {
  it('offers only the accepted image types in the file picker', () => {
    show();
    expect(field('Image (optional)').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif,.jpg,.jpeg,.png,.webp,.gif');
    expect(isImageFile({ name: 'poster.PNG', type: '' })).toBe(true);
    expect(isImageFile({ name: 'poster.png', type: 'text/plain' })).toBe(false);
    expect(isImageFile({ name: 'scan.pdf', type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ name: 'notes.txt', type: '' })).toBe(false);
  });

  it('refuses a text file before any preview, with a clear message, and sends it nowhere', () => {
    const createObjectURL = vi.fn(() => 'blob:never');
    stubObjectUrls(createObjectURL);
    const onSubmit = show(filled);
    choose(new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText(MSG.chooseImageFile)).toBeTruthy();
    expect(screen.queryByAltText('Preview of the event image')).toBeNull();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(field('Image (optional)').getAttribute('aria-invalid')).toBe('true');
    submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.anything(), null);
  });

  it('shows a chosen image once the browser has decoded it', () => {
    stubObjectUrls(vi.fn(() => 'blob:poster'));
    show(filled);
    choose(new File([new Uint8Array([1, 2, 3])], 'poster.png', { type: 'image/png' }));
    // Not seen before it is decoded: no broken-image box can show meanwhile.
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.load(screen.getByAltText('Preview of the event image'));
    expect(screen.getByRole('img', { name: 'Preview of the event image' }).getAttribute('src')).toBe('blob:poster');
  });

  it('shows the message instead of a broken image when the preview cannot be decoded', () => {
    stubObjectUrls(vi.fn(() => 'blob:broken'));
    show(filled);
    choose(new File([new Uint8Array([1, 2, 3])], 'poster.png', { type: 'image/png' }));
    fireEvent.error(screen.getByAltText('Preview of the event image'));
    expect(screen.queryByAltText('Preview of the event image')).toBeNull();
    expect(screen.getByText(MSG.imageUnreadable)).toBeTruthy();
  });

  it('hides a stored image that cannot be loaded rather than showing a broken box', () => {
    show(filled, vi.fn(), '/images/gone');
    fireEvent.error(screen.getByAltText('Preview of the event image'));
    expect(screen.queryByAltText('Preview of the event image')).toBeNull();
  });
});

describe('the event form: tags', () => {
  const tagsGroup = () => screen.getByRole('group', { name: TAGS_FIELD.label });
  const tag = (name: string) => within(tagsGroup()).getByRole('checkbox', { name }) as HTMLInputElement;

  it("offers the campus's tags as chips in a group named and described, none picked on a new event", () => {
    show();
    const group = tagsGroup();
    expect(within(group).getAllByRole('checkbox').map((c) => c.closest('div')?.textContent)).toEqual([...DEFAULT_EVENT_TAGS]);
    expect(within(group).getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
    const description = document.getElementById(group.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Up to 3, so students who like them find the event.');
  });

  it('sends the picked tags with the event, and none when none are picked', () => {
    const onSubmit = show(filled);
    submit();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ tags: [] });
    fireEvent.click(tag('Music'));
    fireEvent.click(tag('Culture'));
    expect([tag('Music').checked, tag('Culture').checked]).toEqual([true, true]);
    submit();
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ tags: ['Music', 'Culture'] });
  });

  it('refuses a fourth tag on submit, saying so under the field and in the summary, and saves once one is unpicked', () => {
    const onSubmit = show(filled);
    for (const name of ['Tech', 'Music', 'Sports', 'Career']) fireEvent.click(tag(name));
    // Nothing is said before the form is sent (it validates on submit only).
    expect(screen.queryByText('Pick at most 3 tags')).toBeNull();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Pick at most 3 tags');
    const error = within(tagsGroup()).getByText('Pick at most 3 tags');
    expect(tagsGroup().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    fireEvent.click(tag('Sports'));
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ tags: ['Tech', 'Music', 'Career'] });
  });

  it("opens an event's edit form with its tags picked, and keeps one the campus no longer lists until it is unpicked", () => {
    const onSubmit = show({ ...filled, tags: ['Music', 'Robotics'] }, vi.fn(), null, ['Tech', 'Music']);
    expect(within(tagsGroup()).getAllByRole('checkbox').map((c) => c.closest('div')?.textContent)).toEqual(['Tech', 'Music', 'Robotics']);
    expect([tag('Tech').checked, tag('Music').checked, tag('Robotics').checked]).toEqual([false, true, true]);
    fireEvent.click(tag('Robotics'));
    submit();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ tags: ['Music'] });
  });
});
