import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

export interface Option {
  value: string;
  label: string;
}

interface MultiSelectFieldProps {
  label: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  helperText?: string;
  error?: string;
  /** Free entries besides the options (e.g. areas of expertise). */
  freeSolo?: boolean;
  name?: string;
  disabled?: boolean;
}

/** A searchable multi-select with chips, operable from the keyboard (type, arrows, Enter; Backspace removes). */
export function MultiSelectField({ label, options, value, onChange, helperText, error, freeSolo = false, name, disabled }: MultiSelectFieldProps) {
  const labelOf = (item: string) => options.find((option) => option.value === item)?.label ?? item;
  return (
    <Autocomplete<string, true, false, boolean>
      multiple
      freeSolo={freeSolo}
      disabled={disabled}
      options={options.map((option) => option.value)}
      getOptionLabel={labelOf}
      value={value}
      filterSelectedOptions
      autoSelect={freeSolo}
      onChange={(_, next) => onChange([...new Set(next.map((item) => String(item).trim()).filter(Boolean))])}
      renderValue={(selected, getItemProps) =>
        selected.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={labelOf(item)} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={Boolean(error)}
          helperText={error ?? helperText}
          placeholder={value.length ? undefined : freeSolo ? 'Type and press Enter' : 'Choose one or more'}
        />
      )}
    />
  );
}
