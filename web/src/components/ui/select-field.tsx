import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** Focus the field when it mounts (it replaces a stand-in that had the focus). */
  autoFocus?: boolean;
  /** Open the list when it mounts (the stand-in was pressed). */
  defaultOpen?: boolean;
}

/** MUI's select field (TextField with `select`: Select, Menu, Popover, Modal) over a list of options. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  size = 'small',
  sx,
  autoFocus = false,
  defaultOpen = false,
}: SelectFieldProps) {
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{ select: { autoFocus, defaultOpen } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
