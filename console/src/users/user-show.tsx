import { Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  DataTable,
  DateField,
  EditButton,
  NumberField,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ACCOUNT_TYPE_CHOICES, STATUS_CHOICES } from './choices';
import { CriteriaSummary } from './criteria-summary';
import { StaffPowers } from './staff-powers';

function Actions() {
  return (
    <TopToolbar>
      <EditButton label="Suspend / reactivate" />
    </TopToolbar>
  );
}

const Section = ({ children }: { children: string }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

/** One account: who they are, their company, the powers an admin granted (staff), their eligibility criteria, what they have been doing, and what admins did to the account. */
export default function UserShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="email" />
        <TextField source="name" emptyText="—" />
        <SelectField source="accountType" label="Type" choices={ACCOUNT_TYPE_CHOICES} />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <BooleanField source="emailVerified" label="E-mail verified" />
        <ReferenceField source="companyId" reference="partners" label="Company" emptyText="—" link="show">
          <TextField source="companyName" />
        </ReferenceField>
        <TextField source="profile.jobTitle" label="Job title" emptyText="—" />
        <TextField source="profile.phone" label="Phone" emptyText="—" />
        <DateField locales="en-GB" source="createdAt" label="Signed up" showTime />
        <DateField locales="en-GB" source="lastLoginAt" label="Last sign-in" showTime emptyText="never" />
        <Section>Platform-wide powers</Section>
        <StaffPowers label={false} />
        <Section>Criteria summary</Section>
        <CriteriaSummary label={false} />
        <Section>Activity</Section>
        <NumberField source="activity.activeSessions" label="Signed in on (devices)" />
        <NumberField source="activity.bookmarks" label="Bookmarked tenders" />
        <NumberField source="activity.tenderWriterRequests" label="Tender Writer requests" />
        <NumberField source="activity.tenderRequests" label="Tender requests" />
        <DateField locales="en-GB" source="activity.lastRequestAt" label="Last request" showTime emptyText="never" />
        <ArrayField source="activity.recentSessions" label="Recent sign-ins">
          <DataTable bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">No sign-ins yet.</Typography>}>
            <DataTable.Col source="startedAt" label="Signed in">
              <DateField locales="en-GB" source="startedAt" showTime />
            </DataTable.Col>
            <DataTable.Col source="lastUsedAt" label="Last active">
              <DateField locales="en-GB" source="lastUsedAt" showTime />
            </DataTable.Col>
            <DataTable.Col source="userAgent" label="Browser">
              <TextField source="userAgent" emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="endedAt" label="Ended">
              <DateField locales="en-GB" source="endedAt" showTime emptyText="still signed in" />
            </DataTable.Col>
            <DataTable.Col source="endedBecause" label="Why">
              <TextField source="endedBecause" emptyText="—" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
        <Section>Admin actions on this account</Section>
        <ReferenceManyField
          reference="audit-log"
          target="resourceId"
          sort={{ field: 'at', order: 'DESC' }}
          perPage={10}
          label={false}
          empty={<Typography variant="body2">No admin has changed this account.</Typography>}
        >
          <DataTable bulkActionButtons={false} rowClick="show">
            <DataTable.Col source="at" label="When">
              <DateField locales="en-GB" source="at" showTime />
            </DataTable.Col>
            <DataTable.Col source="actorEmail" label="Who" />
            <DataTable.Col source="summary" label="What" />
          </DataTable>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
