import { ChipField, DataTable, List, NumberField, TextField } from 'react-admin';
import { AUTO_REFRESH_MS } from '../../lib/auto-refresh';

export default function OutboxList() {
  return (
    <List
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      exporter={false}
      pagination={false}
      queryOptions={{ refetchInterval: AUTO_REFRESH_MS }}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="service" disableSort />
        <DataTable.Col source="backlog" label="Backlog" disableSort>
          <NumberField source="backlog" />
        </DataTable.Col>
        <DataTable.Col source="oldestPendingSeconds" label="Oldest pending (s)" disableSort>
          <NumberField source="oldestPendingSeconds" />
        </DataTable.Col>
        <DataTable.Col source="relayState" label="Relay" disableSort>
          <ChipField source="relayState" size="small" />
        </DataTable.Col>
        <DataTable.Col source="transport" disableSort />
        <DataTable.Col source="publishedTotal" label="Published" disableSort>
          <NumberField source="publishedTotal" />
        </DataTable.Col>
        <DataTable.Col source="lastError" label="Last error" disableSort>
          <TextField source="lastError" emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
