import { DataTable, DateField, NumberField, TextArrayField, UrlField } from 'react-admin';
import { ContentList } from '../content/content-list';

export default function VideoList() {
  return (
    <ContentList noun="videos" createLabel="Add video" dateFilterLabel="Published" sortField="publishedAt">
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
    </ContentList>
  );
}
