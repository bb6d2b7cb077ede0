import { DataTable, DateField, DateInput, List, ShowButton, TextField, TextInput, SelectInput } from 'react-admin';
import { SERVICE_CHOICES } from '../lib/service-choices';

const filters = [
  <TextInput key="action" source="action" label="Action" alwaysOn helperText={false} placeholder="e.g. tender.update" />,
  <TextInput key="resource" source="resource" label="Resource" alwaysOn helperText={false} placeholder="e.g. tenders" />,
  <SelectInput key="service" source="service" choices={SERVICE_CHOICES} />,
  <TextInput key="actorId" source="actorId" label="Actor id" />,
  <DateInput key="from" source="from" label="From" />,
  <DateInput key="to" source="to" label="Until" />,
];

/** Newest first: who did what to which record, and a one-line summary. */
export default function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} title="Audit log">
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="at" label="When">
          <DateField locales="en-GB" source="at" showTime />
        </DataTable.Col>
        <DataTable.Col source="actorEmail" label="Who" disableSort>
          <TextField source="actorEmail" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort />
        <DataTable.Col source="resource" disableSort />
        <DataTable.Col source="resourceId" label="Record" disableSort>
          <TextField source="resourceId" emptyText="—" sx={{ wordBreak: 'break-all' }} />
        </DataTable.Col>
        <DataTable.Col source="summary" disableSort>
          <TextField source="summary" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="service" disableSort />
        <DataTable.Col label="Open">
          <ShowButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
