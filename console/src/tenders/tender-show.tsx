import { Link } from 'react-router-dom';
import {
  Button,
  DateField,
  EditButton,
  SelectField,
  Show,
  SimpleShowLayout,
  TextArrayField,
  TextField,
  TopToolbar,
  UrlField,
  useRecordContext,
} from 'react-admin';
import RuleIcon from '@mui/icons-material/Rule';
import { TENDER_STATUS_CHOICES } from './choices';
import { CpvField } from './cpv-field';
import { DocumentsField } from './documents-field';
import { MoneyField } from './money-field';

function Actions() {
  const record = useRecordContext();
  return (
    <TopToolbar>
      {record && (
        <Button component={Link} to={`/tenders/${encodeURIComponent(String(record.id))}/criteria`} label="Eligibility criteria">
          <RuleIcon />
        </Button>
      )}
      <EditButton />
    </TopToolbar>
  );
}

export default function TenderShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="ocid" label="OCID" />
        <TextField source="buyerName" label="Buyer" emptyText="—" />
        <SelectField source="status" choices={TENDER_STATUS_CHOICES} />
        <MoneyField label="Value" />
        <DateField locales="en-GB" source="closingDate" label="Closes" showTime emptyText="—" />
        <DateField locales="en-GB" source="publishedDate" label="Published" emptyText="—" />
        <CpvField label="CPV codes" />
        <TextArrayField source="regions" emptyText="—" />
        <UrlField source="noticeUrl" label="Notice link" emptyText="none" target="_blank" rel="noopener noreferrer" />
        <DocumentsField label="Documents" />
        <TextField source="description" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="publisher" emptyText="—" />
        <DateField locales="en-GB" source="updatedAt" label="Updated" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
