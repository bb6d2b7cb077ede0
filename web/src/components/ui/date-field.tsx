import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
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

/**
 * The value a MUI X picker is given: every value it published (also those not passed on to the owner), until the
 * owner's value changes, which then wins. `sent` records what was passed on, so its echo does not reset the entry.
 */
function usePickerValue(value: string, parse: (value: string) => Dayjs | null) {
  const [shown, setShown] = useState<Dayjs | null>(() => parse(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setShown(parse(value));
  }
  return { shown, publish: setShown, sent: setSeen };
}

/**
 * A date (no time), as a YYYY-MM-DD string in and out. The picker is given back every value it publishes, also those
 * not passed on (an unfinished year such as 0002 while "2026" is typed, a date out of range): held to the owner's
 * value instead, it rebuilt its sections from that value and the entry being typed was wiped (seen in Chromium at
 * typing speed). The owner's value still wins whenever it changes.
 */
export function DateField({ label, value, onChange, min, max, size = 'small', helperText, disabled, autoFocus }: DateFieldProps) {
  const minDate = clampMin(toDay(min));
  const maxDate = clampMax(toDay(max));
  const { shown, publish, sent } = usePickerValue(value, toDay);
  return (
    <DatePickersProvider>
      <DatePicker
        label={label}
        value={shown}
        minDate={minDate}
        maxDate={maxDate}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(day) => {
          publish(day);
          if (!day) {
            sent('');
            onChange('');
          } else if (day.isValid() && !day.isBefore(minDate, 'day') && !day.isAfter(maxDate, 'day')) {
            const iso = day.format('YYYY-MM-DD');
            sent(iso);
            onChange(iso);
          }
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

const toDateTime = (value: string): Dayjs | null => {
  const parsed = value ? dayjs(value) : null;
  return parsed?.isValid() ? parsed : null;
};

/** A date and time in 5-minute steps, as an ISO string in and out (the entry being typed kept as DateField does). */
export function DateTimeField({ label, value, onChange, required, helperText }: DateTimeFieldProps) {
  const { shown, publish, sent } = usePickerValue(value, toDateTime);
  return (
    <DatePickersProvider>
      <DateTimePicker
        label={label}
        value={shown}
        minDate={DATE_MIN}
        maxDate={DATE_MAX}
        minutesStep={MINUTE_STEP}
        ampm={false}
        onChange={(day) => {
          publish(day);
          if (!day) {
            sent('');
            onChange('');
          } else if (day.isValid() && !day.isBefore(DATE_MIN) && !day.isAfter(DATE_MAX)) {
            const iso = day.toISOString();
            sent(iso);
            onChange(iso);
          }
        }}
        slotProps={{ textField: { required, helperText } }}
      />
    </DatePickersProvider>
  );
}
