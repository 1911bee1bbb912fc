import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { questionLabelMessage, questionOptionsMessage } from '../../../../domain/schemas/questions.ts';
import { addDays, campusDate } from '../../../../domain/time.ts';
import { renderInApp } from '../../../../../test/support/web.tsx';
import { EventForm, type EventFormValues, type EventSaveValues } from '../EventForm.tsx';
import { QUESTION_FIELDS } from './QuestionCard.tsx';
import { QUESTIONS_SECTION } from './QuestionsEditor.tsx';

const filled: EventFormValues = {
  name: 'Company visit', date: addDays(campusDate(new Date(), 'UTC'), 12), time: '10:00', venue: 'Main gate',
  description: 'A visit to the plant.', type: 'Club Event', capacity: '40', tags: [],
};

function show() {
  const onSubmit = vi.fn<(values: EventSaveValues, image: File | null) => void>();
  renderInApp(<EventForm initialValues={filled} submitLabel="Create Event" busy={false} done={false} problem={null} onSubmit={onSubmit} />);
  return onSubmit;
}

// A required field's label may end in " *" (Mantine's hidden asterisk): the whole label, nothing more.
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`);
const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });
const inQuestion = (n: number, label: string) => within(question(n)).getByLabelText(labelled(label)) as HTMLInputElement;
const add = () => fireEvent.click(screen.getByRole('button', { name: QUESTIONS_SECTION.add }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
const sent = (onSubmit: ReturnType<typeof show>) => onSubmit.mock.calls.at(-1)![0];

/** Adds a question and fills it in. */
function addQuestion(n: number, label: string, kind = 'text', options?: string) {
  add();
  fireEvent.change(inQuestion(n, QUESTION_FIELDS.label), { target: { value: label } });
  fireEvent.change(inQuestion(n, QUESTION_FIELDS.kind), { target: { value: kind } });
  if (options !== undefined) fireEvent.change(inQuestion(n, QUESTION_FIELDS.options), { target: { value: options } });
}

afterEach(cleanup);

describe('the event form: questions', { timeout: 30_000 }, () => {
  it('has none on a new event, and sends an empty list', () => {
    const onSubmit = show();
    expect(screen.getByRole('heading', { name: 'Registration' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^Question/ })).toBeNull();
    submit();
    expect(sent(onSubmit).questions).toEqual([]);
  });

  it('adds a question with its text focused, offers every kind, and sends it (options only for choices)', async () => {
    const onSubmit = show();
    add();
    await waitFor(() => expect(document.activeElement).toBe(inQuestion(1, QUESTION_FIELDS.label)));
    const kinds = within(question(1)).getAllByRole('option').map((o) => o.textContent);
    expect(kinds).toEqual(['Short text', 'Long text', 'One choice', 'Several choices', 'Yes/no checkbox']);
    fireEvent.change(inQuestion(1, QUESTION_FIELDS.label), { target: { value: 'Dietary needs' } });
    addQuestion(2, 'T-shirt size', 'choice', 'S\n M \n\nL\n');
    fireEvent.click(within(question(2)).getByRole('switch', { name: QUESTION_FIELDS.required }));
    addQuestion(3, 'I agree to the safety rules', 'checkbox');
    expect(within(question(3)).getByText(QUESTION_FIELDS.consent)).toBeTruthy();
    fireEvent.click(within(question(3)).getByRole('switch', { name: QUESTION_FIELDS.required }));
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(sent(onSubmit).questions).toEqual([
      { label: 'Dietary needs', kind: 'text', required: false, sensitive: false },
      { label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'], required: true, sensitive: false },
      { label: 'I agree to the safety rules', kind: 'checkbox', required: true, sensitive: false },
    ]);
  });

  it('asks for options only for one or several choices, and refuses fewer than two, beside the field', () => {
    const onSubmit = show();
    addQuestion(1, 'Branch');
    expect(within(question(1)).queryByLabelText(labelled(QUESTION_FIELDS.options))).toBeNull();
    fireEvent.change(inQuestion(1, QUESTION_FIELDS.kind), { target: { value: 'multi' } });
    const options = inQuestion(1, QUESTION_FIELDS.options);
    expect(options.getAttribute('required')).not.toBeNull();
    fireEvent.change(options, { target: { value: 'CSE\n' } });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(question(1)).getByText(questionOptionsMessage)).toBeTruthy();
    expect(options.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain(questionOptionsMessage);
    // Twice the same option is not two options either.
    fireEvent.change(options, { target: { value: 'CSE\ncse' } });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(options, { target: { value: 'CSE\nECE' } });
    submit();
    expect(sent(onSubmit).questions).toEqual([{ label: 'Branch', kind: 'multi', options: ['CSE', 'ECE'], required: false, sensitive: false }]);
  });

  it('refuses a question without its text, beside it', () => {
    const onSubmit = show();
    add();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(question(1)).getByText(questionLabelMessage)).toBeTruthy();
    expect(inQuestion(1, QUESTION_FIELDS.label).getAttribute('aria-invalid')).toBe('true');
  });

  it('moves questions up and down by buttons that name them, keeping focus on the moved one', async () => {
    const onSubmit = show();
    addQuestion(1, 'T-shirt size', 'choice', 'S\nM');
    addQuestion(2, 'Branch');
    addQuestion(3, 'Consent', 'checkbox');
    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move "T-shirt size" up' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move "Consent" down' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move "Consent" up' }));
    expect(inQuestion(2, QUESTION_FIELDS.label).value).toBe('Consent');
    expect(inQuestion(3, QUESTION_FIELDS.label).value).toBe('Branch');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move "Consent" up' })));
    expect(screen.getByRole('status').textContent).toBe('"Consent" is now question 2 of 3.');

    // At the top its Up button is disabled: focus stays with the question, on Down.
    fireEvent.click(screen.getByRole('button', { name: 'Move "Consent" up' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move "Consent" down' })));
    fireEvent.click(screen.getByRole('button', { name: 'Move "T-shirt size" down' }));
    submit();
    expect(sent(onSubmit).questions.map((q) => q.label)).toEqual(['Consent', 'Branch', 'T-shirt size']);
    // The kinds and options moved with their questions.
    expect(sent(onSubmit).questions[2]).toEqual({ label: 'T-shirt size', kind: 'choice', options: ['S', 'M'], required: false, sensitive: false });
  });

  it('removes a question by a button naming it, then focuses "Add a question"', async () => {
    const onSubmit = show();
    addQuestion(1, 'T-shirt size');
    addQuestion(2, 'Branch');
    fireEvent.click(screen.getByRole('button', { name: 'Remove "T-shirt size"' }));
    expect(screen.queryByRole('group', { name: 'Question 2' })).toBeNull();
    expect(inQuestion(1, QUESTION_FIELDS.label).value).toBe('Branch');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: QUESTIONS_SECTION.add })));
    // A lone question has nothing to move past.
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    submit();
    expect(sent(onSubmit).questions).toEqual([{ label: 'Branch', kind: 'text', required: false, sensitive: false }]);
  });

  it('names a question without text by its place', () => {
    show();
    add();
    add();
    expect(screen.getByRole('button', { name: 'Move question 2 up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeTruthy();
  });

  it('marks a question sensitive with its switch, says who sees the answers, and sends the flag', () => {
    const onSubmit = show();
    addQuestion(1, 'Health or access needs', 'longtext');
    addQuestion(2, 'T-shirt size');
    const sensitive = within(question(1)).getByRole('switch', { name: QUESTION_FIELDS.sensitive }) as HTMLInputElement;
    expect(sensitive.checked).toBe(false);
    expect(within(question(1)).getByText(QUESTION_FIELDS.sensitiveDescription)).toBeTruthy();
    fireEvent.click(sensitive);
    expect(sensitive.checked).toBe(true);
    submit();
    expect(sent(onSubmit).questions).toEqual([
      { label: 'Health or access needs', kind: 'longtext', required: false, sensitive: true },
      { label: 'T-shirt size', kind: 'text', required: false, sensitive: false },
    ]);
    fireEvent.click(sensitive);
    submit();
    expect(sent(onSubmit).questions[0]).toMatchObject({ sensitive: false });
  });
});
