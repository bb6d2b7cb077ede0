import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { useInput, type InputProps } from 'react-admin';

/** The console's date entry, like the web app's (issue 17 §3): en-GB (weeks from Monday), years 1900–2100, 5-minute steps. */
export const DATE_MIN = dayjs('1900-01-01');
export const DATE_MAX = dayjs('2100-12-31T23:55');
export const MINUTE_STEP = 5;

/**
 * A react-admin input holding an ISO date-time, entered with the MUI X picker: type it (each part a spin button) or open
 * the calendar and clock with the keyboard. Out-of-range or incomplete entries are not stored.
 */
export function DateTimePickerInput(props: InputProps & { label: string }) {
  const { field, fieldState, isRequired } = useInput(props);
  const parsed = field.value ? dayjs(field.value as string) : null;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DateTimePicker
        label={props.label}
        value={parsed?.isValid() ? parsed : null}
        minDateTime={DATE_MIN}
        maxDateTime={DATE_MAX}
        minutesStep={MINUTE_STEP}
        ampm={false}
        onChange={(day) => {
          if (!day) field.onChange(null);
          else if (day.isValid() && !day.isBefore(DATE_MIN) && !day.isAfter(DATE_MAX)) field.onChange(day.toISOString());
        }}
        onClose={field.onBlur}
        slotProps={{
          textField: {
            required: isRequired,
            error: Boolean(error),
            helperText: error ? (error.includes('ra.validation.required') ? 'Required' : error.replace(/^@@react-admin@@"?|"$/g, '')) : ' ',
            onBlur: field.onBlur,
            name: field.name,
            sx: { minWidth: 260, mb: 1 },
          },
        }}
      />
    </LocalizationProvider>
  );
}
