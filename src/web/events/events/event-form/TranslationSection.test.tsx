import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../domain/messages.ts';
import { addDays, campusDate } from '../../../../domain/time.ts';
import { renderInApp, testConfig, testQueryClient } from '../../../../../test/support/web.tsx';
import { EventForm, type EventFormValues } from '../EventForm.tsx';

const filled: EventFormValues = {
  name: 'Yakshagana Night', date: addDays(campusDate(new Date(), 'UTC'), 12), time: '19:00', venue: 'Open Air Theatre',
  description: 'A night of Yakshagana.', type: 'Cultural', capacity: '', tags: [], translations: [],
};

function show(initialValues: EventFormValues = filled) {
  const onSubmit = vi.fn();
  renderInApp(
    <EventForm initialValues={initialValues} submitLabel="Create Event" busy={false} done={false} problem={null} onSubmit={onSubmit} />,
    { client: testQueryClient({ config: testConfig({ defaultLanguage: 'en' }) }) },
  );
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('the event form: a translation', () => {
  it('adds a Kannada name and description, sent with the event; the original language is the campus default', () => {
    const onSubmit = show();
    expect((screen.getByLabelText(/^Written in/) as HTMLSelectElement).value).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'Add a translation' }));
    change(/^Translation language/, 'kn');
    change(/^Translated name \(ಕನ್ನಡ\)/, 'ಯಕ್ಷಗಾನ ರಾತ್ರಿ');
    change(/^Translated description \(ಕನ್ನಡ\)/, 'ಯಕ್ಷಗಾನದ ಒಂದು ರಾತ್ರಿ.');
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Yakshagana Night', translations: [{ language: 'kn', name: 'ಯಕ್ಷಗಾನ ರಾತ್ರಿ', description: 'ಯಕ್ಷಗಾನದ ಒಂದು ರಾತ್ರಿ.' }] });
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('language');
  }, 30_000);

  it('names a blank translated name with the catalogue message and sends nothing; a translation can be removed', () => {
    const onSubmit = show();
    fireEvent.click(screen.getByRole('button', { name: 'Add a translation' }));
    submit();
    expect(screen.getAllByText(MSG.translationNameRequired).length).toBeGreaterThan(0);
    expect(screen.getAllByText(MSG.translationDescriptionRequired).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^Remove the .* translation$/ }));
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].translations).toEqual([]);
  }, 30_000);

  it('offers only the languages not taken: none in the event’s own', () => {
    show({ ...filled, language: 'kn', translations: [{ language: 'en', name: 'Yakshagana Night', description: 'In English.' }] });
    const choices = [...(screen.getByLabelText(/^Translation language/) as HTMLSelectElement).options].map((o) => o.value);
    expect(choices).toEqual(['en', 'hi']);
    // One more language is free (Hindi): it can still be added, and then none is left.
    fireEvent.click(screen.getByRole('button', { name: 'Add a translation' }));
    expect(screen.getByLabelText(/^Translated name \(हिन्दी\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a translation' })).toBeNull();
  }, 30_000);
});
