import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm, required } from 'react-admin';
import { renderAdmin } from '../../testing/render-admin';
import { DATE_MAX, DATE_MIN, DateTimePickerInput, MINUTE_STEP } from '../date-time-picker-input';

describe('DateTimePickerInput (event dates)', () => {
  it('keeps the spec bounds', () => {
    expect(DATE_MIN.year()).toBe(1900);
    expect(DATE_MAX.year()).toBe(2100);
    expect(MINUTE_STEP).toBe(5);
  });

  it('stores a date and time typed from the keyboard (day first, 24-hour) as ISO', async () => {
    const onSubmit = jest.fn();
    renderAdmin(
      <SimpleForm onSubmit={onSubmit} toolbar={<button type="submit">Save</button>}>
        <DateTimePickerInput source="startsAt" label="Starts" validate={required()} />
      </SimpleForm>,
      { dataProvider: {}, resource: 'events' },
    );
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: /Starts/ });
    await user.click(within(group).getAllByRole('spinbutton')[0]);
    await user.keyboard('251120261430');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const stored = new Date(onSubmit.mock.calls[0][0].startsAt);
    expect([stored.getDate(), stored.getMonth() + 1, stored.getFullYear(), stored.getHours(), stored.getMinutes()]).toEqual([
      25, 11, 2026, 14, 30,
    ]);
  });
});
