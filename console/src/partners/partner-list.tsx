import { BooleanField, DataTable, DateField, List, ShowButton, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { ApproveButton } from './approve-button';
import { VERIFICATION_CHOICES } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Company, e-mail or number" />,
  <SelectInput key="verification" source="verification" choices={VERIFICATION_CHOICES} alwaysOn emptyText="All" />,
];

/** Companies; by default the ones waiting for approval, oldest request first. */
export default function PartnerList() {
  return (
    <List filters={filters} filterDefaultValues={{ verification: 'requested' }} sort={{ field: 'requestedAt', order: 'ASC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="companyName" label="Company" />
        <DataTable.Col source="email" disableSort>
          <TextField source="email" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="verification">
          <SelectField source="verification" choices={VERIFICATION_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="consortiumPartner" label="Consortium partner" disableSort>
          <BooleanField source="consortiumPartner" />
        </DataTable.Col>
        <DataTable.Col source="requestedAt" label="Requested">
          <DateField locales="en-GB" source="requestedAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="approvedAt" label="Approved">
          <DateField locales="en-GB" source="approvedAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col label="Actions">
          <ApproveButton />
        </DataTable.Col>
        <DataTable.Col label="Open">
          <ShowButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
