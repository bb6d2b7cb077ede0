import { SimpleForm, TextInput, maxLength, minLength, required, type SimpleFormProps } from 'react-admin';
import { webAddress } from '../content/validators';
import { DateTimePickerInput } from '../lib/date-time-picker-input';

const endsAfterStart = (value: unknown, all: Record<string, unknown>) =>
  value && all.startsAt && new Date(String(value)) < new Date(String(all.startsAt)) ? 'The end must not be before the start' : undefined;

/** The fields of an event (POST/PUT /api/admin/events). */
export function EventForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <TextInput source="title" validate={[required(), minLength(3), maxLength(300)]} fullWidth />
      <DateTimePickerInput source="startsAt" label="Starts" validate={required()} />
      <DateTimePickerInput source="endsAt" label="Ends" validate={endsAfterStart} />
      <TextInput source="location" validate={maxLength(300)} helperText="A place, or 'Online (Teams)'" fullWidth />
      <TextInput source="url" label="Web page" validate={webAddress} fullWidth />
      <TextInput source="imageUrl" label="Image address" validate={webAddress} fullWidth />
      <TextInput source="description" multiline minRows={4} validate={maxLength(10_000)} fullWidth />
    </SimpleForm>
  );
}
