import {
  ArrayInput,
  ChipField,
  Create,
  DateField,
  DateInput,
  Datagrid,
  FunctionField,
  List,
  NumberInput,
  ReferenceInput,
  AutocompleteInput,
  SelectInput,
  BooleanInput,
  Show,
  SimpleForm,
  SimpleFormIterator,
  SimpleShowLayout,
  TextField,
  TextInput,
  minValue,
  required,
  useNotify,
} from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { serverMessage } from '../providers/data-provider';
import { InvoiceActions } from './invoice-actions';
import { pounds } from './money';

interface InvoiceRecord {
  id: string;
  status: 'issued' | 'paid' | 'void';
  overdue: boolean;
  totalPence: number;
  subtotalPence: number;
  vatPence: number;
  vatRatePercent: number;
  lines: Array<{ description: string; quantity: number; unitPence: number; amountPence: number }>;
}

const statusText = (r: InvoiceRecord) =>
  r.status === 'issued' ? (r.overdue ? 'Overdue' : 'Issued') : r.status === 'paid' ? 'Paid' : 'Void';

const filters = [
  <TextInput key="q" source="q" label="Number or company" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 'issued', name: 'Issued' },
      { id: 'paid', name: 'Paid' },
      { id: 'void', name: 'Void' },
    ]}
  />,
  <BooleanInput key="overdue" source="overdue" label="Overdue only" />,
];

/** invoices: newest first, with status, totals and the actions. */
export function InvoiceList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'issuedAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="number" />
        <TextField source="companyName" emptyText="—" />
        <DateField source="issuedAt" label="Issued" />
        <DateField source="dueDate" label="Due" />
        <FunctionField source="totalPence" label="Total" render={(r: InvoiceRecord) => pounds(r.totalPence)} />
        <FunctionField source="status" label="Status" render={(r: InvoiceRecord) => statusText(r)} />
        <InvoiceActions />
      </Datagrid>
    </List>
  );
}

export function InvoiceShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <TextField source="number" />
        <TextField source="companyName" emptyText="—" />
        <FunctionField label="Status" render={(r: InvoiceRecord) => statusText(r)} />
        <DateField source="periodStart" label="Period from" />
        <DateField source="periodEnd" label="Period to" />
        <DateField source="dueDate" label="Due" />
        <FunctionField
          label="Lines"
          render={(r: InvoiceRecord) => (
            <Table size="small" aria-label="Invoice lines">
              <TableHead>
                <TableRow>
                  <TableCell>Description</TableCell>
                  <TableCell align="right">Qty</TableCell>
                  <TableCell align="right">Unit</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.lines.map((l, i) => (
                  <TableRow key={i}>
                    <TableCell>{l.description}</TableCell>
                    <TableCell align="right">{l.quantity}</TableCell>
                    <TableCell align="right">{pounds(l.unitPence)}</TableCell>
                    <TableCell align="right">{pounds(l.amountPence)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={3}>Subtotal</TableCell>
                  <TableCell align="right">{pounds(r.subtotalPence)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={3}>VAT ({r.vatRatePercent}%)</TableCell>
                  <TableCell align="right">{pounds(r.vatPence)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={3}>Total</TableCell>
                  <TableCell align="right">{pounds(r.totalPence)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )}
        />
        <TextField source="billingName" label="Billing contact" emptyText="—" />
        <TextField source="billingEmail" label="Billing e-mail" emptyText="—" />
        <TextField source="billingAddress" label="Address" emptyText="—" />
        <TextField source="vatNumber" label="VAT number" emptyText="—" />
        <TextField source="voidReason" label="Void reason" emptyText="—" />
        <ChipField source="paymentMethod" emptyText="—" />
        <InvoiceActions />
      </SimpleShowLayout>
    </Show>
  );
}

/** Issue an invoice to a company: period and lines; the server numbers it, adds VAT and copies the billing details. */
export function InvoiceCreate() {
  const notify = useNotify();
  return (
    <Create
      redirect="show"
      mutationOptions={{ onError: (error) => notify(`The invoice could not be issued: ${serverMessage(error)}`, { type: 'error' }) }}
    >
      <SimpleForm>
        <ReferenceInput source="companyId" reference="subscriptions">
          <AutocompleteInput optionText="companyName" label="Company" validate={required()} filterToQuery={(q) => ({ q })} />
        </ReferenceInput>
        <DateInput source="periodStart" validate={required()} />
        <DateInput source="periodEnd" validate={required()} />
        <ArrayInput source="lines" validate={required()}>
          <SimpleFormIterator inline>
            <TextInput source="description" validate={required()} />
            <NumberInput source="quantity" defaultValue={1} validate={[required(), minValue(1)]} />
            <NumberInput source="unitPence" label="Unit price (pence)" validate={[required(), minValue(0)]} />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Create>
  );
}
