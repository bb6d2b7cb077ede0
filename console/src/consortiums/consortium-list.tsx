import { DataTable, DateField, DateInput, List, NumberField, SearchInput, ShowButton, TextField } from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, description or member company" />,
  <DateInput key="createdFrom" source="createdFrom" label="Created from" />,
  <DateInput key="createdTo" source="createdTo" label="Created until" />,
];

/** Every consortium, newest first: who leads it, how many companies are in, what is waiting and how many bids. */
export default function ConsortiumList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Consortiums">
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="leadCompanyName" label="Lead company">
          <TextField source="leadCompanyName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="memberCount" label="Members">
          <NumberField source="memberCount" />
        </DataTable.Col>
        <DataTable.Col source="pendingRequests" label="Waiting requests">
          <NumberField source="pendingRequests" />
        </DataTable.Col>
        <DataTable.Col source="bidCount" label="Bids">
          <NumberField source="bidCount" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="Created">
          <DateField locales="en-GB" source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col label="Open">
          <ShowButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
