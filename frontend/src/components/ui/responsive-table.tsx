import type { ReactNode } from 'react';
import { Table, VisuallyHidden } from '@chakra-ui/react';

export interface Column<T> {
  /** Heading of the column; in the phone layout, the label before each value. */
  header: string;
  cell(row: T): ReactNode;
  /** Hidden between tablet and wide screens (xl), where space is short; shown on phones as a card line. */
  optional?: boolean;
  /** The row's title: in the phone layout, shown first without a label. */
  primary?: boolean;
  /** Buttons: in the phone layout, a full-width line without a label. */
  actions?: boolean;
  nowrap?: boolean;
}

const PHONE = '@media screen and (max-width: 47.99rem)';
const TABLET = '@media screen and (min-width: 48rem) and (max-width: 79.99rem)';

/**
 * A table that fits a 1280 px screen without scrolling sideways and becomes a list of cards on a
 * phone (each cell on its own line with its column's name), keeping one DOM for both.
 */
export function ResponsiveTable<T>(props: {
  label: string;
  rows: readonly T[];
  rowKey(row: T): string;
  columns: readonly Column<T>[];
}) {
  return (
    <Table.Root
      size="sm"
      aria-label={props.label}
      bg="white"
      borderWidth="1px"
      rounded="md"
      css={{
        tableLayout: 'auto',
        '& td': { verticalAlign: 'top', overflowWrap: 'anywhere' },
        [TABLET]: { '& [data-optional]': { display: 'none' } },
        [PHONE]: {
          borderWidth: 0,
          bg: 'transparent',
          '& thead': {
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          },
          '& tbody': { display: 'flex', flexDirection: 'column', gap: '3' },
          '& tr': { display: 'block', bg: 'white', borderWidth: '1px', rounded: 'md', px: '4', py: '3' },
          '& td': {
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: '3',
            borderBottomWidth: 0,
            px: 0,
            py: '1',
            textAlign: 'end',
          },
          '& td[data-label]::before': {
            content: 'attr(data-label)',
            fontWeight: 'medium',
            color: 'fg.muted',
            textAlign: 'start',
            flexShrink: 0,
          },
          '& td[data-primary]': { fontSize: 'md', textAlign: 'start', display: 'block' },
          '& td[data-actions]': { justifyContent: 'flex-start', pt: '2', flexWrap: 'wrap' },
        },
      }}
    >
      <Table.Header>
        <Table.Row>
          {props.columns.map((column) => (
            <Table.ColumnHeader
              key={column.header}
              data-optional={column.optional ? '' : undefined}
              textAlign={column.actions ? 'end' : undefined}
            >
              {column.actions ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {props.rows.map((row) => (
          <Table.Row key={props.rowKey(row)}>
            {props.columns.map((column) => (
              <Table.Cell
                key={column.header}
                data-label={column.primary || column.actions ? undefined : column.header}
                data-optional={column.optional ? '' : undefined}
                data-primary={column.primary ? '' : undefined}
                data-actions={column.actions ? '' : undefined}
                whiteSpace={column.nowrap ? 'nowrap' : undefined}
                textAlign={column.actions ? 'end' : undefined}
              >
                {column.cell(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
