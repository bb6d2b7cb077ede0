import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DATE_MAX, DATE_MIN, DateField, DateTimeField, MINUTE_STEP } from '../date-field';

function Harness({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Closing from"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateField (MUI X, dayjs, en-GB)', () => {
  it('has the spec bounds: years 1900–2100, minutes in steps of 5', () => {
    expect(DATE_MIN.format('YYYY-MM-DD')).toBe('1900-01-01');
    expect(DATE_MAX.format('YYYY-MM-DD')).toBe('2100-12-31');
    expect(MINUTE_STEP).toBe(5);
  });

  it('takes a date typed from the keyboard, day first, and answers YYYY-MM-DD', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Closing from' });
    const user = userEvent.setup();
    await user.click(within(group).getAllByRole('spinbutton')[0]);
    await user.keyboard('25112026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-25');
  });

  it('refuses a year outside 1900–2100', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Closing from' })).getAllByRole('spinbutton')[0]);
    await user.keyboard('01011850');
    expect(onChange).not.toHaveBeenCalledWith('1850-01-01');
  });

  it('opens a calendar whose weeks start on Monday, usable with the keyboard', async () => {
    const onChange = jest.fn();
    render(<Harness initial="2026-11-25" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    const calendar = await screen.findByRole('grid');
    const headers = within(calendar).getAllByRole('columnheader');
    expect(headers[0]).toHaveAccessibleName(/monday/i);
    expect(headers[6]).toHaveAccessibleName(/sunday/i);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-26');
  });

  it('DateTimeField offers minutes in 5-minute steps', async () => {
    render(<DateTimeField label="Starts" value="2026-11-25T10:00:00.000Z" onChange={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: /pick time/i }));
    const minutes = await within(dialog).findByRole('listbox', { name: /minutes/i });
    const options = within(minutes)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual(['00', '05', '10']);
    expect(options).toHaveLength(12);
  });
});
