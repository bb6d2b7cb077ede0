import {
  ChipField,
  DataTable,
  DateField,
  List,
  ShowButton,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { MAIL_STATUS_CHOICES } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Recipient or subject" />,
  <SelectInput key="status" source="status" choices={MAIL_STATUS_CHOICES} alwaysOn />,
  <TextInput key="template" source="template" />,
  <TextInput key="to" source="to" label="Recipient" />,
];

export default function MailList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="to" label="Recipient" />
        <DataTable.Col source="subject" />
        <DataTable.Col source="template" />
        <DataTable.Col source="status">
          <ChipField source="status" size="small" />
        </DataTable.Col>
        <DataTable.Col source="attempts">
          <NumberField source="attempts" />
        </DataTable.Col>
        <DataTable.Col source="lastError" label="Last error" disableSort>
          <TextField source="lastError" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="Queued">
          <DateField locales="en-GB" source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="sentAt" label="Sent">
          <DateField locales="en-GB" source="sentAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col label="Open">
          <ShowButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
