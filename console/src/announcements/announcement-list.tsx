import {
  BooleanField,
  CreateButton,
  DataTable,
  DateField,
  DateInput,
  DeleteButton,
  EditButton,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { AUDIENCE_CHOICES } from './choices';
import { EmptyContent } from '../content/empty-content';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title" />,
  <SelectInput key="audience" source="audience" choices={AUDIENCE_CHOICES} />,
  <DateInput key="from" source="from" label="Published from" />,
  <DateInput key="to" source="to" label="Published until" />,
];

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="Add announcement" />
    </TopToolbar>
  );
}

export default function AnnouncementList() {
  return (
    <List
      filters={filters}
      actions={<Actions />}
      empty={<EmptyContent noun="announcements" createLabel="Add announcement" />}
      sort={{ field: 'publishedAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="audience" disableSort>
          <SelectField source="audience" choices={AUDIENCE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="pinned" disableSort>
          <BooleanField source="pinned" />
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
