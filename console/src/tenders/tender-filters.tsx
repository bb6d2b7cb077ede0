import { DateInput, NumberInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { REGION_CHOICES, TENDER_STATUS_CHOICES } from './choices';

/** The web app's search filters, named as GET /api/admin/tenders reads them. */
export const tenderFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search tenders (e.g. care -domiciliary)" />,
  <SelectInput key="status" source="status" choices={TENDER_STATUS_CHOICES} alwaysOn />,
  <TextInput key="cpv" source="cpv" label="CPV code or prefix" />,
  <SelectInput key="region" source="region" choices={REGION_CHOICES} />,
  <TextInput key="buyer" source="buyer" label="Buyer" />,
  <DateInput key="closingFrom" source="closingFrom" label="Closing from" />,
  <DateInput key="closingTo" source="closingTo" label="Closing until" />,
  <NumberInput key="valueMin" source="valueMin" label="Value from (£)" min={0} />,
  <NumberInput key="valueMax" source="valueMax" label="Value up to (£)" min={0} />,
];
