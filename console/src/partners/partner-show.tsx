import { Typography } from '@mui/material';
import {
  BooleanField,
  DataTable,
  DateField,
  NumberField,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextArrayField,
  TextField,
  TopToolbar,
  UrlField,
} from 'react-admin';
import { ApproveButton } from './approve-button';
import { VERIFICATION_CHOICES } from './choices';

function Actions() {
  return (
    <TopToolbar>
      <ApproveButton />
    </TopToolbar>
  );
}

export default function PartnerShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="companyName" label="Company" />
        <SelectField source="verification" choices={VERIFICATION_CHOICES} />
        <BooleanField source="consortiumPartner" label="Consortium partner" />
        <ReferenceField source="ownerAccountId" reference="users" label="Owner" link="show">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="email" emptyText="—" />
        <TextField source="phone" emptyText="—" />
        <UrlField source="website" emptyText="—" target="_blank" rel="noopener noreferrer" />
        <TextField source="registrationNumber" label="Registration number" emptyText="—" />
        <TextField source="address" emptyText="—" />
        <TextField source="postcode" emptyText="—" />
        <TextField source="sector" emptyText="—" />
        <TextField source="companySize" label="Size" emptyText="—" />
        <TextArrayField source="regions" emptyText="—" />
        <TextArrayField source="serviceCategories" label="Service categories" emptyText="—" />
        <TextArrayField source="certifications" emptyText="—" />
        <NumberField source="employees" emptyText="—" />
        <NumberField source="annualTurnover" label="Annual turnover (£)" emptyText="—" />
        <TextField source="description" emptyText="—" />
        <DateField locales="en-GB" source="requestedAt" label="Requested" showTime emptyText="—" />
        <DateField locales="en-GB" source="approvedAt" label="Approved" showTime emptyText="—" />
        <DateField locales="en-GB" source="createdAt" label="Created" showTime />
        <ReferenceManyField
          reference="consortiums"
          target="companyId"
          label="Consortiums"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={25}
          empty={<Typography variant="body2">Not in any consortium.</Typography>}
        >
          <DataTable bulkActionButtons={false} rowClick="show">
            <DataTable.Col source="name" />
            <DataTable.Col source="leadCompanyName" label="Lead company" />
            <DataTable.Col source="memberCount" label="Members" />
            <DataTable.Col source="bidCount" label="Bids" />
            <DataTable.Col source="createdAt" label="Created">
              <DateField locales="en-GB" source="createdAt" showTime />
            </DataTable.Col>
          </DataTable>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
