import { ChipField, DateField, Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DeadLetterActions } from './dead-letter-actions';
import { PayloadField } from './payload-field';

function Actions() {
  return (
    <TopToolbar>
      <DeadLetterActions />
    </TopToolbar>
  );
}

export default function DeadLetterShow() {
  return (
    <Show actions={<Actions />} title="Dead letter">
      <SimpleShowLayout>
        <ChipField source="status" size="small" />
        <TextField source="service" />
        <TextField source="consumer" />
        <TextField source="eventName" label="Event" emptyText="—" />
        <TextField source="eventId" label="Event id" emptyText="—" />
        <TextField source="aggregateId" label="Aggregate id" emptyText="—" />
        <NumberField source="attempts" />
        <DateField locales="en-GB" source="failedAt" label="Failed" showTime />
        <TextField source="error" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', color: 'error.light' }} />
        <Labeled label="Payload" fullWidth>
          <PayloadField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
