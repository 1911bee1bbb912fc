import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/support/web.tsx';
import { ApiError } from '../api/errors.ts';
import { QueryState, type QueryLike } from './QueryState.tsx';

afterEach(cleanup);

const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({ data: undefined, isPending: false, isError: false, error: null, refetch: vi.fn(), ...over });

function show(q: QueryLike<string[]>) {
  return renderInApp(
    <QueryState
      query={q}
      loadingLabel="Loading the list"
      skeleton={<div data-testid="shape" style={{ height: 120 }} />}
      isEmpty={(items) => items.length === 0}
      empty={{ title: 'Nothing here yet', text: 'Follow a club to see its events here.', action: { label: 'Find events', to: '/' } }}
    >
      {(items) => <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>}
    </QueryState>,
  );
}

describe('a query’s loading, error and empty states in one place', () => {
  it('holds the content’s place with its skeleton while it loads, named for screen readers', () => {
    show(query({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading the list' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('shape')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says what went wrong, with Try again asking the server again', () => {
    const refetch = vi.fn();
    show(query({ isError: true, error: new ApiError(500, 'INTERNAL', 'The list could not be read.'), refetch }));
    expect(screen.getByRole('alert').textContent).toBe('The list could not be read.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps what was read before when reading it again fails', () => {
    show(query({ data: ['Hack Night'], isError: true, error: new Error('offline') }));
    expect(screen.getByRole('listitem').textContent).toBe('Hack Night');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what will be here and the way forward when the answer is empty', () => {
    show(query({ data: [] }));
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeTruthy();
    expect(screen.getByText('Follow a club to see its events here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find events' }).getAttribute('href')).toBe('/');
  });

  it('shows the content once there is some', () => {
    show(query({ data: ['Hack Night', 'Jazz on the Lawn'] }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Hack Night', 'Jazz on the Lawn']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('puts the error in the screen’s own frame when it has one', () => {
    renderInApp(
      <QueryState query={query({ isError: true, error: new Error('offline') })} loadingLabel="Loading the list" errorMessage="The list could not be read." errorFrame={(error) => <section aria-label="Frame">{error}</section>}>
        {(items) => items.join(', ')}
      </QueryState>,
    );
    expect(screen.getByRole('region', { name: 'Frame' }).textContent).toContain('The list could not be read.');
  });

  it('offers no Try again for what is not there', () => {
    show(query({ isError: true, error: new ApiError(404, 'NOT_FOUND', 'Not found.') }));
    expect(screen.getByRole('alert').textContent).toBe('Not found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
