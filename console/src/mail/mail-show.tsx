import { DateField, NumberField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { MAIL_STATUS_CHOICES } from './choices';

/** Read-only: one mail with its text body (one-time codes are masked by the server). */
export default function MailShow() {
  return (
    <Show actions={<TopToolbar />}>
      <SimpleShowLayout>
        <TextField source="to" label="Recipient" />
        <TextField source="cc" emptyText="—" />
        <TextField source="subject" />
        <TextField source="template" />
        <SelectField source="status" choices={MAIL_STATUS_CHOICES} />
        <NumberField source="attempts" />
        <TextField source="lastError" label="Last error" emptyText="—" />
        <TextField source="eventId" label="Event" emptyText="—" />
        <TextField source="providerMessageId" label="Provider message id" emptyText="—" />
        <DateField locales="en-GB" source="createdAt" label="Queued" showTime />
        <DateField locales="en-GB" source="nextAttemptAt" label="Next attempt" showTime emptyText="—" />
        <DateField locales="en-GB" source="sentAt" label="Sent" showTime emptyText="—" />
        <TextField source="text" label="Body" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }} emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
