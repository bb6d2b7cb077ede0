import { DataTable, FunctionField, List, TextField } from 'react-admin';
import { Chip } from '@mui/material';
import { AUTO_REFRESH_MS } from '../../lib/auto-refresh';
import { ChecksField } from './checks-field';

/** Every service: up or down, where it runs, its version and checks. Reloads every 10 s. */
export default function ServiceHealthList() {
  return (
    <List
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      exporter={false}
      pagination={false}
      title="Service health"
      queryOptions={{ refetchInterval: AUTO_REFRESH_MS }}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="id" label="Service" disableSort />
        <DataTable.Col source="status" disableSort>
          <FunctionField
            render={(record) => <Chip size="small" label={record.status} color={record.status === 'up' ? 'success' : 'error'} />}
          />
        </DataTable.Col>
        <DataTable.Col source="version" disableSort>
          <TextField source="version" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="url" label="Address" disableSort>
          <TextField source="url" emptyText="in process" />
        </DataTable.Col>
        <DataTable.Col label="Checks">
          <ChecksField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
