import { DataTable, DateField, List, SelectField, TextField } from 'react-admin';
import { TENDER_STATUS_CHOICES } from './choices';
import { QuickLinkInput } from './quick-link-input';

/** Tenders without a notice link (GET /api/admin/tenders with filter noLink=true), each with an inline link field. */
export default function TendersWithoutLink() {
  return (
    <List
      resource="tenders"
      title="Tenders without a notice link"
      filter={{ noLink: true }}
      sort={{ field: 'publishedDate', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
      storeKey="tenders.noLink"
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="buyerName" label="Buyer" disableSort>
          <TextField source="buyerName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <SelectField source="status" choices={TENDER_STATUS_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="publishedDate" label="Published">
          <DateField locales="en-GB" source="publishedDate" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col label="Add link">
          <QuickLinkInput />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
