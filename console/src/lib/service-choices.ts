/** The six services (ids of outboxes and service-health rows, prefixes of dead-letter and consumer ids). */
export const SERVICE_CHOICES = ['accounts', 'tenders', 'consortiums', 'eligibility', 'bids', 'notifications'].map((id) => ({
  id,
  name: id,
}));
