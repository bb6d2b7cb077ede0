import { DataTable, DateField, TextField, UrlField } from 'react-admin';
import { ContentList } from '../content/content-list';

export default function EventList() {
  return (
    <ContentList noun="events" createLabel="Add event" dateFilterLabel="Starting" sortField="startsAt" exportable>
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
        <UrlField source="url" content="open" target="_blank" rel="noopener noreferrer" emptyText="—" />
      </DataTable.Col>
    </ContentList>
  );
}
