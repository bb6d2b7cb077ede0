import { BooleanField, DataTable, DateField, List, NumberField, SelectField, TextField } from 'react-admin';
import { AUTO_REFRESH_MS } from '../lib/auto-refresh';

const KIND_CHOICES = [
  { id: 'feed', name: 'Feed' },
  { id: 'import', name: 'Import' },
  { id: 'demo', name: 'Demo data' },
];

/** One row per configured feed (TENDER_FEED_URLS) and per recent manual import: cursor, last run, counts, errors. */
export default function TenderFeedList() {
  return (
    <List
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      exporter={false}
      queryOptions={{ refetchInterval: AUTO_REFRESH_MS }}
      title="Feeds and imports"
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="kind" disableSort>
          <SelectField source="kind" choices={KIND_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="source" disableSort>
          <TextField source="source" sx={{ wordBreak: 'break-all' }} />
        </DataTable.Col>
        <DataTable.Col source="running" disableSort>
          <BooleanField source="running" />
        </DataTable.Col>
        <DataTable.Col source="lastRunAt" label="Last run" disableSort>
          <DateField locales="en-GB" source="lastRunAt" showTime emptyText="never" />
        </DataTable.Col>
        <DataTable.Col source="lastSuccessAt" label="Last success" disableSort>
          <DateField locales="en-GB" source="lastSuccessAt" showTime emptyText="never" />
        </DataTable.Col>
        <DataTable.Col source="created" disableSort>
          <NumberField source="created" />
        </DataTable.Col>
        <DataTable.Col source="updated" disableSort>
          <NumberField source="updated" />
        </DataTable.Col>
        <DataTable.Col source="unchanged" disableSort>
          <NumberField source="unchanged" />
        </DataTable.Col>
        <DataTable.Col source="rejected" disableSort>
          <NumberField source="rejected" />
        </DataTable.Col>
        <DataTable.Col source="cursor" disableSort>
          <TextField source="cursor" emptyText="—" sx={{ wordBreak: 'break-all' }} />
        </DataTable.Col>
        <DataTable.Col source="nextRunAt" label="Next run" disableSort>
          <DateField locales="en-GB" source="nextRunAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="lastError" label="Last error" disableSort>
          <TextField source="lastError" emptyText="—" sx={{ color: 'error.light' }} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
