import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import {
  ArrayField,
  DataTable,
  DateField,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TabbedShowLayout,
  TextField,
} from 'react-admin';
import { MEMBER_ROLE_CHOICES, REQUEST_STATUS_CHOICES } from './choices';

const Empty = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" sx={{ py: 1 }}>
    {children}
  </Typography>
);

const Company = ({ source }: { source: string }) => (
  <ReferenceField source={source} reference="partners" link="show" emptyText="—">
    <TextField source="companyName" />
  </ReferenceField>
);

const Account = ({ source }: { source: string }) => (
  <ReferenceField source={source} reference="users" link="show" emptyText="—">
    <TextField source="email" />
  </ReferenceField>
);

/** One consortium: its facts, then its member companies, the requests sent and answered, and its bids. */
export default function ConsortiumShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="description" emptyText="—" />
        <ReferenceField source="leadCompanyId" reference="partners" label="Lead company" link="show" emptyText="—">
          <TextField source="companyName" />
        </ReferenceField>
        <ReferenceField source="createdBy" reference="users" label="Created by" link="show" emptyText="—">
          <TextField source="email" />
        </ReferenceField>
        <DateField locales="en-GB" source="createdAt" label="Created" showTime />
        <DateField locales="en-GB" source="updatedAt" label="Last changed" showTime />
      </SimpleShowLayout>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Members">
          <NumberField source="memberCount" label="Member companies" />
          <ArrayField source="members" label={false}>
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty>No member companies.</Empty>}>
              <DataTable.Col source="companyName" label="Company">
                <Company source="companyId" />
              </DataTable.Col>
              <DataTable.Col source="role">
                <SelectField source="role" choices={MEMBER_ROLE_CHOICES} />
              </DataTable.Col>
              <DataTable.Col source="joinedAt" label="Joined">
                <DateField locales="en-GB" source="joinedAt" showTime />
              </DataTable.Col>
              <DataTable.Col source="addedBy" label="Added by">
                <Account source="addedBy" />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Requests" path="requests">
          <NumberField source="pendingRequests" label="Requests waiting" />
          <ArrayField source="requests" label={false}>
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty>No requests sent yet.</Empty>}>
              <DataTable.Col source="toCompanyName" label="Invited company">
                <TextField source="toCompanyName" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="fromCompanyName" label="Invited by">
                <TextField source="fromCompanyName" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="status">
                <SelectField source="status" choices={REQUEST_STATUS_CHOICES} />
              </DataTable.Col>
              <DataTable.Col source="message">
                <TextField source="message" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="createdAt" label="Sent">
                <DateField locales="en-GB" source="createdAt" showTime />
              </DataTable.Col>
              <DataTable.Col source="answeredAt" label="Answered">
                <DateField locales="en-GB" source="answeredAt" showTime emptyText="—" />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Bids" path="bids">
          <NumberField source="bidCount" label="Bids" />
          <ArrayField source="bids" label={false}>
            <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty>No bids yet.</Empty>}>
              <DataTable.Col source="title">
                <TextField source="title" />
              </DataTable.Col>
              <DataTable.Col source="tenderId" label="Tender">
                <ReferenceField source="tenderId" reference="tenders" link="show" emptyText="—">
                  <TextField source="title" />
                </ReferenceField>
              </DataTable.Col>
              <DataTable.Col source="tender.buyerName" label="Buyer">
                <TextField source="tender.buyerName" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="tender.closingDate" label="Closes">
                <DateField locales="en-GB" source="tender.closingDate" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="notes">
                <TextField source="notes" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="createdAt" label="Started">
                <DateField locales="en-GB" source="createdAt" showTime />
              </DataTable.Col>
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
