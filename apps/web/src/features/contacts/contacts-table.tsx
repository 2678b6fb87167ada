import { Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { CONTACT_TYPE_LABELS } from '@archive/domain/contacts/contact-types';
import { contactDisplayName } from '@archive/domain/contacts/contact-search';
import type { LocalContact } from '../../data/contacts/contacts-store';
import { ContactActions } from './contact-actions';
import { ContactCards } from './contact-cards';

interface ContactsTableProps {
  contacts: LocalContact[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpen: (contact: LocalContact) => void;
  onDelete: (contact: LocalContact) => void;
  onUpload: (contact: LocalContact) => void;
}

/** Blank cells are undefined, which TanStack keeps last in either direction (sortUndefined). */
function cellText(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  if (sorted === 'asc') return <IconArrowUp size={14} />;
  if (sorted === 'desc') return <IconArrowDown size={14} />;
  return <IconArrowsSort size={14} opacity={0.35} />;
}

/**
 * Spec section 2: sortable columns First Name … Type, ascending by default, with actions. On a
 * phone the same rows, in the same order, are cards (issue 41).
 */
export function ContactsTable({
  contacts,
  selected,
  onToggle,
  onOpen,
  onDelete,
  onUpload,
}: ContactsTableProps) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'lastName', desc: false }]);

  const columns = useMemo<ColumnDef<LocalContact, string | undefined>[]>(
    () => [
      { id: 'firstName', header: 'First Name', accessorFn: (row) => cellText(row.firstName) },
      { id: 'lastName', header: 'Last Name', accessorFn: (row) => cellText(row.lastName) },
      {
        id: 'organisation',
        header: 'Organisation',
        accessorFn: (row) => cellText(row.organisation),
      },
      { id: 'email', header: 'Email', accessorFn: (row) => cellText(row.email) },
      { id: 'country', header: 'Country', accessorFn: (row) => cellText(row.address.country) },
      {
        id: 'types',
        header: 'Type',
        accessorFn: (row) =>
          cellText(row.types.map((type) => CONTACT_TYPE_LABELS[type]).join(', ')),
      },
    ],
    [],
  );

  const table = useReactTable({
    data: contacts,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableSortingRemoval: false,
    defaultColumn: {
      sortingFn: (a, b, id) =>
        (a.getValue<string | undefined>(id) ?? '').localeCompare(
          b.getValue<string | undefined>(id) ?? '',
          undefined,
          {
            sensitivity: 'base',
          },
        ),
      sortUndefined: 'last',
    },
  });

  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  if (phone) {
    const current = sorting[0] ?? { id: 'lastName', desc: false };
    return (
      <ContactCards
        contacts={table.getRowModel().rows.map((row) => row.original)}
        sortOptions={columns.map((column) => ({
          id: column.id ?? '',
          label: typeof column.header === 'string' ? column.header : '',
        }))}
        sortId={current.id}
        descending={current.desc}
        onSort={(id, desc) => {
          setSorting([{ id, desc }]);
        }}
        selected={selected}
        onToggle={onToggle}
        onOpen={onOpen}
        onDelete={onDelete}
        onUpload={onUpload}
      />
    );
  }

  return (
    <Table.ScrollContainer minWidth={880} type="native">
      <Table highlightOnHover verticalSpacing="sm" aria-label="Contacts">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              <Table.Th w={44} aria-label="Select" />
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                    }
                  >
                    <UnstyledButton
                      onClick={header.column.getToggleSortingHandler()}
                      fw={600}
                      fz="sm"
                    >
                      <Group gap={6} wrap="nowrap">
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <SortIcon sorted={sorted} />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
              <Table.Th w={120}>
                <Text fz="sm" fw={600} ta="right">
                  Actions
                </Text>
              </Table.Th>
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => {
            const contact = row.original;
            const name = contactDisplayName(contact);
            return (
              <Table.Tr
                key={row.id}
                onClick={() => {
                  onOpen(contact);
                }}
                style={{ cursor: 'pointer' }}
                bg={selected.has(contact.id) ? 'var(--mantine-color-stone-0)' : undefined}
              >
                <Table.Td
                  onClick={(event) => {
                    event.stopPropagation();
                  }}
                >
                  <Checkbox
                    aria-label={`Select ${name}`}
                    checked={selected.has(contact.id)}
                    onChange={() => {
                      onToggle(contact.id);
                    }}
                  />
                </Table.Td>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id} maw={240} style={{ overflowWrap: 'anywhere' }}>
                    {cell.getValue<string | undefined>() ?? ''}
                  </Table.Td>
                ))}
                <Table.Td
                  onClick={(event) => {
                    event.stopPropagation();
                  }}
                >
                  <ContactActions
                    contact={contact}
                    onDelete={onDelete}
                    onUpload={onUpload}
                    gap={4}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
