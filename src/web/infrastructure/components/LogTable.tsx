import { Table, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface LogTableProps {
  /** The id of the heading that names the table (and its scrolling region). */
  labelledBy: string;
  /** Below this width it scrolls sideways. */
  minWidth: number;
  /** The column headings, in order. */
  columns: ReactNode[];
  verticalSpacing?: MantineSpacing;
  /** The rows (Table.Tr), one a record. */
  children: ReactNode;
}

/**
 * A log as a table (the audit log, failed mail, webhook deliveries): on a phone it scrolls
 * sideways by itself (the page never does), and a keyboard can scroll it too.
 */
export function LogTable({ labelledBy, minWidth, columns, verticalSpacing = 'sm', children }: LogTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table verticalSpacing={verticalSpacing} aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th key={i}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
