import { DataTable, List, NumberField, SelectInput, TextArrayField } from 'react-admin';
import { AUTO_REFRESH_MS } from '../../lib/auto-refresh';
import { SERVICE_CHOICES } from '../../lib/service-choices';

const filters = [<SelectInput key="service" source="service" choices={SERVICE_CHOICES} alwaysOn />];

/** Lag is empty for in-process delivery (no broker offsets). */
export default function ConsumerList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={50}
      exporter={false}
      queryOptions={{ refetchInterval: AUTO_REFRESH_MS }}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="service" disableSort />
        <DataTable.Col source="consumer" disableSort />
        <DataTable.Col source="group" disableSort />
        <DataTable.Col source="topics" disableSort>
          <TextArrayField source="topics" />
        </DataTable.Col>
        <DataTable.Col source="lag" disableSort>
          <NumberField source="lag" emptyText="in-process" />
        </DataTable.Col>
        <DataTable.Col source="processed" disableSort>
          <NumberField source="processed" />
        </DataTable.Col>
        <DataTable.Col source="failed" disableSort>
          <NumberField source="failed" />
        </DataTable.Col>
        <DataTable.Col source="deadLettered" label="Dead-lettered" disableSort>
          <NumberField source="deadLettered" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
