import {
  CreateButton,
  DataTable,
  DateField,
  DateInput,
  DeleteButton,
  EditButton,
  List,
  NumberField,
  SearchInput,
  TextArrayField,
  TopToolbar,
  UrlField,
} from 'react-admin';
import { EmptyContent } from '../content/empty-content';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title" />,
  <DateInput key="from" source="from" label="Published from" />,
  <DateInput key="to" source="to" label="Published until" />,
];

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="Add video" />
    </TopToolbar>
  );
}

export default function VideoList() {
  return (
    <List
      filters={filters}
      actions={<Actions />}
      empty={<EmptyContent noun="videos" createLabel="Add video" />}
      sort={{ field: 'publishedAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="url" label="Video" disableSort>
          <UrlField source="url" content="watch" target="_blank" rel="noopener noreferrer" />
        </DataTable.Col>
        <DataTable.Col source="durationSeconds" label="Seconds" disableSort>
          <NumberField source="durationSeconds" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="tags" disableSort>
          <TextArrayField source="tags" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="publishedAt" label="Published">
          <DateField locales="en-GB" source="publishedAt" showTime />
        </DataTable.Col>
        <DataTable.Col label="Actions">
          <EditButton />
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
