import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatTyped, shownToIso } from '../date-bounds';
import { LazyDateField, pickerChunk } from '../lazy-date-field';

type PickerModule = typeof import('../date-field');
const realLoad = pickerChunk.load;

/** Tabs out of the stand-in: past its text and its calendar button, to the next control of the page. */
async function tabOut(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(screen.getByRole('button', { name: /^Choose date for/ })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
  // The pointer, left on the field by the click that focused it, moves away too (a pointer on it keeps the stand-in).
  await user.hover(document.body);
}

/** The picker takes over a moment after its chunk arrived (PICKER_WARM_MS, then the browser's next idle time). */
const takeover = { timeout: 5000 };

/** Holds the picker's chunk back until `release()`: the real module, delivered when the test says so. */
function holdPickerChunk() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = 0;
  pickerChunk.load = async () => {
    requested += 1;
    await gate;
    return realLoad() as Promise<PickerModule>;
  };
  return {
    requests: () => requested,
    release: async () => {
      release();
      // Let the chunk's promise settle and React render the result.
      await act(async () => {
        await pickerChunk.pending;
      });
    },
  };
}

function Harness({ initial = '', onChange, min }: { initial?: string; onChange: (value: string) => void; min?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LazyDateField
        label="Closing from"
        value={value}
        min={min}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear filters
      </button>
    </>
  );
}

beforeEach(() => {
  pickerChunk.module = null;
  pickerChunk.pending = null;
});
afterEach(() => {
  pickerChunk.load = realLoad;
});

describe('LazyDateField: a light stand-in until the MUI X picker has loaded', () => {
  it('groups typed digits as DD/MM/YYYY and accepts only real dates within range', () => {
    expect(['0', '01', '011', '0112', '01122', '01122026', '011220269'].map(formatTyped)).toEqual([
      '0',
      '01',
      '01/1',
      '01/12',
      '01/12/2',
      '01/12/2026',
      '01/12/2026',
    ]);
    expect(formatTyped('01/')).toBe('01/');
    expect(formatTyped('01/122')).toBe('01/12/2');
    expect(formatTyped('1/2/2026')).toBe('1/2/2026');
    expect(formatTyped('a1b2/3')).toBe('12/3');
    expect(shownToIso('01/12/2026')).toBe('2026-12-01');
    expect(shownToIso('1/2/2026')).toBe('2026-02-01');
    expect(shownToIso('31/02/2026')).toBeNull();
    expect(shownToIso('01/01/1850')).toBeNull();
    expect(shownToIso('01/01/2101')).toBeNull();
    expect(shownToIso('05/05/2026', '2026-06-01')).toBeNull();
    expect(shownToIso('05/05/2026', undefined, '2026-05-04')).toBeNull();
    expect(shownToIso('01/12')).toBeNull();
  });

  it('keeps every key typed while the picker chunk is still loading, then hands the date to the picker', async () => {
    const chunk = holdPickerChunk();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();

    const field = screen.getByRole('textbox', { name: 'Closing from' });
    await user.click(field);
    // Focusing the field asked for the chunk; it has not arrived yet.
    expect(chunk.requests()).toBe(1);
    await user.keyboard('0112');
    expect(field).toHaveValue('01/12');
    expect(onChange).not.toHaveBeenCalled();

    // The chunk arrives mid-entry: the stand-in keeps the focus and the typing goes on in it.
    await chunk.release();
    expect(screen.getByRole('textbox', { name: 'Closing from' })).toBe(field);
    expect(field).toHaveFocus();
    await user.keyboard('2026');
    expect(field).toHaveValue('01/12/2026');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');

    // Leaving the field (past its calendar button) hands over to the picker, which shows the same date part by part.
    await tabOut(user);
    const group = await screen.findByRole('group', { name: 'Closing from' }, takeover);
    expect(within(group).getByRole('spinbutton', { name: 'Day' })).toHaveAttribute('aria-valuenow', '1');
    expect(within(group).getByRole('spinbutton', { name: 'Month' })).toHaveAttribute('aria-valuenow', '12');
    expect(within(group).getByRole('spinbutton', { name: 'Year' })).toHaveAttribute('aria-valuenow', '2026');
    expect(screen.queryByRole('textbox', { name: 'Closing from' })).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps an unfinished or impossible entry in the stand-in, marked invalid, instead of dropping it', async () => {
    const chunk = holdPickerChunk();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} min="2026-01-01" />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Closing from' });
    await user.click(field);
    await user.keyboard('31022026');
    await chunk.release();
    await tabOut(user);
    // 31/02 is no date: the entry stays where it was typed, flagged, and nothing was answered.
    expect(screen.getByRole('textbox', { name: 'Closing from' })).toHaveValue('31/02/2026');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a date as DD/MM/YYYY within range')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    // Before the minimum: refused the same way. Corrected: answered, and the picker takes over on leaving.
    await user.click(field);
    await user.clear(field);
    await user.keyboard('15122025');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(field);
    await user.keyboard('15/1/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-01-15');
    await tabOut(user);
    const group = await screen.findByRole('group', { name: 'Closing from' }, takeover);
    expect(within(group).getByRole('spinbutton', { name: 'Month' })).toHaveAttribute('aria-valuenow', '1');
  });

  it("shows the owner's changes (a cleared filter) and answers '' when emptied", async () => {
    holdPickerChunk();
    const onChange = jest.fn();
    render(<Harness initial="2026-11-25" onChange={onChange} />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Closing from' });
    expect(field).toHaveValue('25/11/2026');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(field).toHaveValue('');
    await user.type(field, '01012027');
    expect(onChange).toHaveBeenLastCalledWith('2027-01-01');
    await user.clear(field);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('opens the picker’s calendar, weeks from Monday, when the stand-in’s calendar button is pressed', async () => {
    const chunk = holdPickerChunk();
    const onChange = jest.fn();
    render(<Harness initial="2026-11-25" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose date for Closing from' }));
    expect(screen.queryByRole('grid')).toBeNull();
    await chunk.release();
    const calendar = await screen.findByRole('grid', {}, takeover);
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveAccessibleName(/monday/i);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-26');
  });

  it('fetches the chunk once for all the date fields of a page', async () => {
    const chunk = holdPickerChunk();
    render(
      <>
        <Harness onChange={() => undefined} />
        <LazyDateField label="Closing to" value="" onChange={() => undefined} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Closing from' }));
    await user.click(screen.getByRole('textbox', { name: 'Closing to' }));
    expect(chunk.requests()).toBe(1);
    await chunk.release();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('group', { name: 'Closing from' }, takeover)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Closing to' })).toBeInTheDocument();
  });

  it('stays a working date field if the chunk cannot be fetched, and tries again when pointed at', async () => {
    let calls = 0;
    pickerChunk.load = () => {
      calls += 1;
      return Promise.reject(new Error('chunk missing'));
    };
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Closing from' });
    await user.click(field);
    await user.keyboard('02032026');
    await tabOut(user);
    expect(onChange).toHaveBeenLastCalledWith('2026-03-02');
    expect(screen.getByRole('textbox', { name: 'Closing from' })).toHaveValue('02/03/2026');
    const before = calls;
    expect(before).toBeGreaterThan(0);
    await user.hover(screen.getByRole('button', { name: 'Clear filters' }));
    await user.hover(field);
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls).toBeGreaterThan(before);
  });
});
