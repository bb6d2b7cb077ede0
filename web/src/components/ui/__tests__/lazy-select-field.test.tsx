import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LazySelectField, selectChunk } from '../lazy-select-field';
import { SETTLED_MS } from '@/lib/use-settled-load';

const OPTIONS = [
  { value: 'relevance', label: 'Relevance', disabled: true },
  { value: 'newest', label: 'Newest' },
  { value: 'closing-soonest', label: 'Closing soonest' },
];

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('newest');
  return (
    <LazySelectField
      label="Sort by"
      value={value}
      options={OPTIONS}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const realLoad = selectChunk.load;

/** Holds the chunk back until `release()`, as a slow network would. */
function holdChunk() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  selectChunk.module = null;
  selectChunk.load = async () => {
    await gate;
    return realLoad();
  };
  return () => act(async () => release());
}

afterEach(() => {
  selectChunk.load = realLoad;
  selectChunk.module = null;
  jest.useRealTimers();
});

describe('LazySelectField', () => {
  it('stands in as the closed field with the chosen option, and opens the list it fetches when pressed', async () => {
    const release = holdChunk();
    const seen: string[] = [];
    render(<Harness onChange={(value) => seen.push(value)} />);
    const field = screen.getByRole('combobox', { name: 'Sort by' });
    expect(field).toHaveTextContent('Newest');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.click(field);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await release();
    expect(await screen.findByRole('option', { name: 'Closing soonest' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Relevance' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Closing soonest' }));
    expect(seen).toEqual(['closing-soonest']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Closing soonest');
  });

  it('opens from the keyboard, and the loaded field keeps the focus', async () => {
    const release = holdChunk();
    render(<Harness onChange={() => undefined} />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await release();
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
  });

  it('loads by itself once the page has settled, without opening', async () => {
    jest.useFakeTimers();
    const { container } = render(<Harness onChange={() => undefined} />);
    expect(container.querySelector('.MuiSelect-nativeInput')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(SETTLED_MS + 2500);
    });
    jest.useRealTimers();
    await act(async () => {
      await selectChunk.load();
    });
    // MUI's Select names its combobox by the label and shows the value; no list is open.
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest');
    // MUI's Select (its hidden native input) has replaced the stand-in.
    await screen.findByDisplayValue('newest');
    expect(container.querySelector('.MuiSelect-nativeInput')).not.toBeNull();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
