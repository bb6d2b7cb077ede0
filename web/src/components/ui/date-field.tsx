import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { DATE_MAX_ISO, DATE_MIN_ISO } from './date-bounds';

/**
 * The app's date entry (issue 17 §3): MUI X pickers on dayjs with the en-GB locale — dates as DD/MM/YYYY, weeks
 * starting on Monday — years 1900–2100, times in 5-minute steps. Keyboard: type the date in the field (each part is a
 * spin button: arrows change it), or open the calendar with its button and move with the arrow keys, Page Up/Down for
 * months, Enter to choose, Escape to close.
 */
export const DATE_MIN = dayjs(DATE_MIN_ISO);
export const DATE_MAX = dayjs(DATE_MAX_ISO);
export const MINUTE_STEP = 5;
export const DATE_LOCALE = 'en-gb';

export function DatePickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={DATE_LOCALE}>
      {children}
    </LocalizationProvider>
  );
}

const toDay = (value: string | null | undefined): Dayjs | null => {
  if (!value) return null;
  const day = dayjs(value.slice(0, 10), 'YYYY-MM-DD');
  return day.isValid() ? day : null;
};

const clampMin = (candidate: Dayjs | null) => (candidate && candidate.isAfter(DATE_MIN) ? candidate : DATE_MIN);
const clampMax = (candidate: Dayjs | null) => (candidate && candidate.isBefore(DATE_MAX) ? candidate : DATE_MAX);

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  /** Called with YYYY-MM-DD, or '' when cleared; an incomplete or out-of-range entry is not passed on. */
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  size?: 'small' | 'medium';
  helperText?: string;
  disabled?: boolean;
  /** Focus the field when it mounts. */
  autoFocus?: boolean;
}

/** A date (no time), as a YYYY-MM-DD string in and out. */
export function DateField({ label, value, onChange, min, max, size = 'small', helperText, disabled, autoFocus }: DateFieldProps) {
  const minDate = clampMin(toDay(min));
  const maxDate = clampMax(toDay(max));
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        value={toDay(value)}
        minDate={minDate}
        maxDate={maxDate}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(day) => {
          if (!day) onChange('');
          else if (day.isValid() && !day.isBefore(minDate, 'day') && !day.isAfter(maxDate, 'day')) onChange(day.format('YYYY-MM-DD'));
        }}
        slotProps={{ textField: { size, helperText }, field: { clearable: true } }}
      />
    </DatePickersProvider>
  );
}

interface DateTimeFieldProps {
  label: string;
  /** An ISO date-time, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  helperText?: string;
}

/** A date and time in 5-minute steps, as an ISO string in and out. */
export function DateTimeField({ label, value, onChange, required, helperText }: DateTimeFieldProps) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePickersProvider>
      <DateTimePicker
        label={label}
        value={parsed?.isValid() ? parsed : null}
        minDate={DATE_MIN}
        maxDate={DATE_MAX}
        minutesStep={MINUTE_STEP}
        ampm={false}
        onChange={(day) => {
          if (!day) onChange('');
          else if (day.isValid() && !day.isBefore(DATE_MIN) && !day.isAfter(DATE_MAX)) onChange(day.toISOString());
        }}
        slotProps={{ textField: { required, helperText } }}
      />
    </DatePickersProvider>
  );
}
