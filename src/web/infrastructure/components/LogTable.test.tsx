import { Table } from '@mantine/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../test/support/web.tsx';
import { LogTable } from './LogTable.tsx';

afterEach(cleanup);

describe('a log as a table', () => {
  it('is named by its heading, scrolls as a region a keyboard reaches, and heads its columns', () => {
    renderInApp(
      <>
        <h2 id="log">Recent deliveries</h2>
        <LogTable labelledBy="log" minWidth={480} columns={['Time', 'What', 'Status']}>
          <Table.Tr>
            <Table.Td>5:05 AM</Table.Td>
            <Table.Td>event.created</Table.Td>
            <Table.Td>Delivered</Table.Td>
          </Table.Tr>
        </LogTable>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Recent deliveries' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table', { name: 'Recent deliveries' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Time', 'What', 'Status']);
    expect(within(table).getAllByRole('cell').map((td) => td.textContent)).toEqual(['5:05 AM', 'event.created', 'Delivered']);
  });
});
