import { Edit, SaveButton, SelectInput, SimpleForm, TextField, Toolbar, Labeled } from 'react-admin';
import { STATUS_CHOICES } from './choices';

function StatusToolbar() {
  return (
    <Toolbar>
      <SaveButton label="Save status" />
    </Toolbar>
  );
}

/** Only the status changes here: suspending ends every session of the account at once. */
export default function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<StatusToolbar />}>
        <Labeled label="E-mail">
          <TextField source="email" />
        </Labeled>
        <Labeled label="Company">
          <TextField source="companyName" emptyText="—" />
        </Labeled>
        <SelectInput
          source="status"
          choices={STATUS_CHOICES}
          helperText="Suspending signs the user out everywhere and blocks sign-in until reactivated."
        />
      </SimpleForm>
    </Edit>
  );
}
