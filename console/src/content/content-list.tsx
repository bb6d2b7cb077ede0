import type { ReactElement, ReactNode } from 'react';
import { CreateButton, DataTable, DateInput, DeleteButton, EditButton, ExportButton, List, SearchInput, TopToolbar } from 'react-admin';
import { EmptyContent } from './empty-content';

interface ContentListProps {
  /** Plural for the empty state: "events". */
  noun: string;
  /** The create button: "Add event". */
  createLabel: string;
  /** The date range filters' wording: "Starting" → "Starting from" / "Starting until". */
  dateFilterLabel: string;
  sortField: string;
  /** Filters between the title search and the date range. */
  extraFilters?: ReactElement[];
  exportable?: boolean;
  /** The resource's columns; Edit and Delete are added after them. */
  children: ReactNode;
}

/** The list screen shared by events, videos and announcements: title search, date range, create, edit and delete. */
export function ContentList({
  noun,
  createLabel,
  dateFilterLabel,
  sortField,
  extraFilters = [],
  exportable = false,
  children,
}: ContentListProps) {
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Title" />,
    ...extraFilters,
    <DateInput key="from" source="from" label={`${dateFilterLabel} from`} />,
    <DateInput key="to" source="to" label={`${dateFilterLabel} until`} />,
  ];
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label={createLabel} />
          {exportable && <ExportButton />}
        </TopToolbar>
      }
      empty={<EmptyContent noun={noun} createLabel={createLabel} />}
      sort={{ field: sortField, order: 'DESC' }}
      perPage={25}
      {...(exportable ? {} : { exporter: false as const })}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        {children}
        <DataTable.Col label="Actions">
          <EditButton />
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
