import {
  DateTimeInput,
  Edit,
  FileField,
  FileInput,
  Labeled,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  regex,
  required,
  useNotify,
} from 'react-admin';
import { serverMessage } from '../providers/data-provider';
import { NEW_DOCUMENTS_FIELD } from '../providers/tender-update';
import { DOCUMENT_ACCEPT, TENDER_STATUS_CHOICES, isWebAddress } from './choices';
import { DocumentsField } from './documents-field';

const webAddress = (value: unknown) => (value && !isWebAddress(String(value)) ? 'Enter a web address starting with https://' : undefined);

/** The title, description, buyer, status, value, closing date and notice link; new documents go up with the save. */
export default function TenderEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      mutationOptions={{
        onError: (error) => notify(`Failed to edit tender: ${serverMessage(error)}`, { type: 'error' }),
      }}
    >
      <SimpleForm>
        <TextInput source="title" validate={[required(), maxLength(500)]} fullWidth />
        <TextInput source="description" multiline minRows={3} fullWidth />
        <TextInput source="buyerName" label="Buyer" fullWidth />
        <SelectInput source="status" choices={TENDER_STATUS_CHOICES} validate={required()} />
        <NumberInput source="value" validate={minValue(0)} />
        <TextInput source="currency" validate={regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as GBP')} />
        <DateTimeInput source="closingDate" label="Closing date" />
        <TextInput source="noticeUrl" label="Notice link" validate={webAddress} fullWidth />
        <Labeled label="Current documents">
          <DocumentsField />
        </Labeled>
        <FileInput
          source={NEW_DOCUMENTS_FIELD}
          label="Attach documents (PDF, Office or images)"
          multiple
          accept={DOCUMENT_ACCEPT}
          helperText="The files are uploaded when you save."
        >
          <FileField source="src" title="title" />
        </FileInput>
      </SimpleForm>
    </Edit>
  );
}
