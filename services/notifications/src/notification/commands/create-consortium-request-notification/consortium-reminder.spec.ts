import { consortiumReminderBody } from './consortium-reminder';

describe('consortiumReminderBody', () => {
  it('names both companies and the consortium as recorded', () => {
    expect(consortiumReminderBody({ fromCompanyName: 'Acme Care', toCompanyName: 'Kent Homes', consortiumName: 'North Kent care' })).toBe(
      'Acme Care reminds Kent Homes of its invitation to join the consortium "North Kent care". Open it to accept or decline.',
    );
  });
});
