import { DataTable, DateField, EditButton, List, SelectField, TextField, UrlField } from 'react-admin';
import { MoneyField } from './money-field';
import { TENDER_STATUS_CHOICES } from './choices';
import { tenderFilters } from './tender-filters';

/** Every tender, newest closing date first; `q` is the same websearch syntax as the web app's search. */
export default function TenderList() {
  return (
    <List filters={tenderFilters} sort={{ field: 'closingDate', order: 'DESC' }} perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="buyerName" label="Buyer" disableSort>
          <TextField source="buyerName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <SelectField source="status" choices={TENDER_STATUS_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="value">
          <MoneyField />
        </DataTable.Col>
        <DataTable.Col source="closingDate" label="Closes">
          <DateField locales="en-GB" source="closingDate" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="publishedDate" label="Published">
          <DateField locales="en-GB" source="publishedDate" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="noticeUrl" label="Notice" disableSort>
          <UrlField source="noticeUrl" content="link" emptyText="none" target="_blank" rel="noopener noreferrer" />
        </DataTable.Col>
        <DataTable.Col label="Edit">
          <EditButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
