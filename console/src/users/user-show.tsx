import {
  BooleanField,
  DateField,
  EditButton,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ACCOUNT_TYPE_CHOICES, STATUS_CHOICES } from './choices';

function Actions() {
  return (
    <TopToolbar>
      <EditButton label="Suspend / reactivate" />
    </TopToolbar>
  );
}

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
      </SimpleShowLayout>
    </Show>
  );
}
