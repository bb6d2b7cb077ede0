import {
  DateField,
  Datagrid,
  Edit,
  List,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  BooleanInput,
  useNotify,
  required,
} from 'react-admin';
import { serverMessage } from '../providers/data-provider';

const filters = [
  <TextInput key="q" source="q" label="Company" alwaysOn />,
  <TextInput key="planCode" source="planCode" label="Plan code" />,
  <BooleanInput key="requested" source="requested" label="Change requested" />,
];

/** subscriptions: every company with its plan and a pending change request. */
export function SubscriptionList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'companyName', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="companyName" emptyText="(name not known yet)" />
        <TextField source="planCode" label="Plan" />
        <DateField source="since" emptyText="—" />
        <TextField source="requestedPlanCode" label="Requested plan" emptyText="—" />
        <DateField source="requestedAt" label="Requested" emptyText="—" />
      </Datagrid>
    </List>
  );
}

/** Change a company's plan (audited; the services enforce the new limits from CompanyPlanChanged). */
export function SubscriptionEdit() {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{
        onSuccess: () => notify('The plan has been changed.', { type: 'success' }),
        onError: (error) => notify(`The plan could not be changed: ${serverMessage(error)}`, { type: 'error' }),
      }}
    >
      <SimpleForm>
        <TextField source="companyName" emptyText="(name not known yet)" />
        <ReferenceInput source="planCode" reference="plans">
          <SelectInput optionText="name" label="Plan" validate={required()} />
        </ReferenceInput>
        <TextField source="requestedPlanCode" label="Requested plan" emptyText="No pending request" />
      </SimpleForm>
    </Edit>
  );
}
