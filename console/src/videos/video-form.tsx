import {
  DateTimeInput,
  NumberInput,
  SimpleForm,
  TextArrayInput,
  TextInput,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  type SimpleFormProps,
} from 'react-admin';
import { webAddress } from '../content/validators';

/** The fields of a video (POST/PUT /api/admin/videos). */
export function VideoForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <TextInput source="title" validate={[required(), minLength(3), maxLength(300)]} fullWidth />
      <TextInput source="url" label="Video address" validate={[required(), webAddress]} fullWidth />
      <TextInput source="thumbnailUrl" label="Thumbnail address" validate={webAddress} fullWidth />
      <NumberInput source="durationSeconds" label="Duration (seconds)" validate={[minValue(0), maxValue(86_400)]} step={1} />
      <TextArrayInput source="tags" helperText="Press Enter after each tag" />
      <DateTimeInput source="publishedAt" label="Published" helperText="Empty: now; a future date schedules it" />
      <TextInput source="description" multiline minRows={3} validate={maxLength(10_000)} fullWidth />
    </SimpleForm>
  );
}
