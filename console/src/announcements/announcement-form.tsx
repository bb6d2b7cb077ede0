import {
  BooleanInput,
  DateTimeInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minLength,
  required,
  type SimpleFormProps,
} from 'react-admin';
import { AUDIENCE_CHOICES } from './choices';

/** The fields of an announcement (POST/PUT /api/admin/announcements). */
export function AnnouncementForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <TextInput source="title" validate={[required(), minLength(3), maxLength(300)]} fullWidth />
      <TextInput source="body" multiline minRows={5} validate={[required(), maxLength(20_000)]} fullWidth />
      <SelectInput source="audience" choices={AUDIENCE_CHOICES} defaultValue="all" validate={required()} />
      <BooleanInput source="pinned" label="Pinned to the top" defaultValue={false} />
      <DateTimeInput source="publishedAt" label="Published" helperText="Empty: now; a future date schedules it" />
    </SimpleForm>
  );
}
