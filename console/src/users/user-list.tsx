import {
  BooleanField,
  ChipField,
  DataTable,
  DateField,
  DateInput,
  List,
  ShowButton,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { ACCOUNT_TYPE_CHOICES, STATUS_CHOICES } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail or name" />,
  <SelectInput key="accountType" source="accountType" label="Type" choices={ACCOUNT_TYPE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="verified" source="verified" label="E-mail verified" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
  <DateInput key="createdFrom" source="createdFrom" label="Signed up from" />,
  <DateInput key="createdTo" source="createdTo" label="Signed up until" />,
];

export default function UserList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="name">
          <TextField source="name" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="accountType" label="Type">
          <SelectField source="accountType" choices={ACCOUNT_TYPE_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="companyName" label="Company" disableSort>
          <TextField source="companyName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="emailVerified" label="Verified" disableSort>
          <BooleanField source="emailVerified" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <ChipField source="status" size="small" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="Signed up">
          <DateField locales="en-GB" source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col label="Open">
          <ShowButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
