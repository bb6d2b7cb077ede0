import { BooleanField, DataTable, DateField, SelectField, SelectInput } from 'react-admin';
import { ContentList } from '../content/content-list';
import { AUDIENCE_CHOICES } from './choices';

export default function AnnouncementList() {
  return (
    <ContentList
      noun="announcements"
      createLabel="Add announcement"
      dateFilterLabel="Published"
      sortField="publishedAt"
      extraFilters={[<SelectInput key="audience" source="audience" choices={AUDIENCE_CHOICES} />]}
    >
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
    </ContentList>
  );
}
