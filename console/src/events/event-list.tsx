import {
  CreateButton,
  DataTable,
  DateField,
  DateInput,
  DeleteButton,
  EditButton,
  ExportButton,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  UrlField,
} from 'react-admin';
import { EmptyContent } from '../content/empty-content';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title" />,
  <DateInput key="from" source="from" label="Starting from" />,
  <DateInput key="to" source="to" label="Starting until" />,
];

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="Add event" />
      <ExportButton />
    </TopToolbar>
  );
}

export default function EventList() {
  return (
    <List
      filters={filters}
      actions={<Actions />}
      empty={<EmptyContent noun="events" createLabel="Add event" />}
      sort={{ field: 'startsAt', order: 'DESC' }}
      perPage={25}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="startsAt" label="Starts">
          <DateField locales="en-GB" source="startsAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="endsAt" label="Ends" disableSort>
          <DateField locales="en-GB" source="endsAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="location" disableSort>
          <TextField source="location" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="url" label="Web page" disableSort>
          <UrlField source="url" content="open" emptyText="—" target="_blank" rel="noopener noreferrer" />
        </DataTable.Col>
        <DataTable.Col label="Actions">
          <EditButton />
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
