import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { TextInput } from '../text-input';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Name"
      required
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange(event.target.value);
      }}
      helperText="For example “Home care in Wales”."
      slotProps={{ htmlInput: { maxLength: 5 }, input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } }}
    />
  );
}

describe('TextInput (MUI TextField without its select mode)', () => {
  it('labels the box, describes it with the helper text, marks it required and passes the html input props', async () => {
    const seen: string[] = [];
    render(<Controlled onChange={(value) => seen.push(value)} />);
    const box = screen.getByRole('textbox', { name: /Name/ });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('For example “Home care in Wales”.');
    expect(box).toHaveAttribute('maxlength', '5');
    expect(screen.getByText('£')).toBeInTheDocument();
    await userEvent.type(box, 'Wales!');
    expect(box).toHaveValue('Wales');
    expect(seen.at(-1)).toBe('Wales');
  });

  it('marks an error as invalid, and is disabled and multi-line when asked', () => {
    render(
      <>
        <TextInput label="Email" error helperText="Enter a valid email." value="x" onChange={() => undefined} />
        <TextInput label="Notes" multiline minRows={3} disabled value="" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter a valid email.');
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).toBeDisabled();
  });

  it('renders the same parts and class names as MUI’s TextField', () => {
    const { container: ours } = render(<TextInput id="a" label="Keywords" size="small" fullWidth value="" onChange={() => undefined} />);
    const { container: theirs } = render(<TextField id="a" label="Keywords" size="small" fullWidth value="" onChange={() => undefined} />);
    const classes = (root: HTMLElement) =>
      [...root.querySelectorAll('*')].map((element) =>
        [...element.classList]
          .filter((name) => name.startsWith('Mui'))
          .sort()
          .join(' '),
      );
    expect(classes(ours)).toEqual(classes(theirs));
  });

  it('does not import MUI’s Select (the reason it exists)', () => {
    const source = readFileSync(join(__dirname, '..', 'text-input.tsx'), 'utf8');
    const imports = source.match(/^import .+ from '[^']+';$/gm) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).not.toMatch(/from '@mui\/material(\/Select)?'/);
    expect(imports.filter((line) => /from '@mui\/material\/TextField'/.test(line))).toEqual([expect.stringMatching(/^import type /)]);
  });
});
