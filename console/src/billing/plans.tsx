import {
  BooleanField,
  BooleanInput,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  minValue,
} from 'react-admin';
import { LIMIT_FIELDS, pounds } from './money';

interface PlanRecord {
  id: string;
  name: string;
  pricePence: number;
  limits: Record<string, number | null>;
}

const limitText = (value: number | null | undefined) => (value === null || value === undefined ? 'Unlimited' : String(value));

/** plans: every plan with its price and limits (one short list). */
export function PlanList() {
  return (
    <List pagination={false} exporter={false} sort={{ field: 'sortOrder', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="code" />
        <FunctionField label="Price / month" render={(r: PlanRecord) => pounds(r.pricePence)} />
        {LIMIT_FIELDS.map((f) => (
          <FunctionField key={f.key} label={f.label} render={(r: PlanRecord) => limitText(r.limits?.[f.key])} />
        ))}
        <BooleanField source="active" />
      </Datagrid>
    </List>
  );
}

/** Edit a plan: name, price, order, active, and each limit (empty: unlimited). Audited; services enforce the new limits. */
export function PlanEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput source="name" validate={required()} />
        <NumberInput source="pricePence" label="Price per month (pence, before VAT)" validate={[required(), minValue(0)]} step={100} />
        <NumberInput source="sortOrder" label="Order" validate={[required(), minValue(0)]} />
        <BooleanInput source="active" label="Companies may ask for it" />
        {LIMIT_FIELDS.map((f) => (
          <NumberInput key={f.key} source={`limits.${f.key}`} label={`${f.label} (empty: unlimited)`} validate={minValue(0)} />
        ))}
      </SimpleForm>
    </Edit>
  );
}
