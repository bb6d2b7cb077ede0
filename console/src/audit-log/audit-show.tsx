import { DateField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { ChangesTable } from './changes-table';

/** One audit entry: who, when, which service and record, the summary and the changes table. */
export default function AuditShow() {
  return (
    <Show actions={<TopToolbar />} title="Audit entry">
      <SimpleShowLayout>
        <DateField locales="en-GB" source="at" label="When" showTime />
        <TextField source="actorEmail" label="Who" emptyText="—" />
        <TextField source="actorId" label="Actor id" emptyText="—" />
        <TextField source="action" />
        <TextField source="service" />
        <TextField source="resource" />
        <TextField source="resourceId" label="Record" emptyText="—" />
        <TextField source="summary" emptyText="—" />
        <Labeled label="Changes" fullWidth>
          <ChangesTable />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
