import { ChipField, DataTable, DateField, List, NumberField, SelectInput, ShowButton, TextField, TextInput } from 'react-admin';
import { SERVICE_CHOICES } from '../../lib/service-choices';
import { DEAD_LETTER_STATUS_CHOICES } from './choices';
import { DeadLetterActions } from './dead-letter-actions';

const filters = [
  <SelectInput key="status" source="status" choices={DEAD_LETTER_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="service" source="service" choices={SERVICE_CHOICES} alwaysOn />,
  <TextInput key="consumer" source="consumer" />,
];

/** Pending ones by default, newest failure first. */
export default function DeadLetterList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'failedAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="failedAt" label="Failed">
          <DateField locales="en-GB" source="failedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="service" disableSort />
        <DataTable.Col source="consumer" disableSort />
        <DataTable.Col source="eventName" label="Event" disableSort>
          <TextField source="eventName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="attempts" disableSort>
          <NumberField source="attempts" />
        </DataTable.Col>
        <DataTable.Col source="error" disableSort>
          <TextField
            source="error"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 420 }}
          />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <ChipField source="status" size="small" />
        </DataTable.Col>
        <DataTable.Col label="Actions">
          <DeadLetterActions />
        </DataTable.Col>
        <DataTable.Col label="Open">
          <ShowButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
