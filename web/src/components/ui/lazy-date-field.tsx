import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '@/components/ui/text-input';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { useSettledLoad } from '@/lib/use-settled-load';
import { formatTyped, isoToShown, shownToIso } from './date-bounds';
import type { DateFieldProps } from './date-field';

type PickerModule = typeof import('./date-field');

/** How long the loaded picker stays mounted out of sight (then until the browser is idle) before it may take over. */
export const PICKER_WARM_MS = 1000;

/**
 * The MUI X pickers with dayjs (~50 KB gzipped) as one chunk, fetched once for every date field of the page. `load`
 * is replaceable so that a test can hold the chunk back while it types into the stand-in.
 */
export const pickerChunk: { load: () => Promise<PickerModule>; module: PickerModule | null; pending: Promise<PickerModule> | null } = {
  load: () => import('./date-field'),
  module: null,
  pending: null,
};

function loadPicker(): Promise<PickerModule> {
  if (pickerChunk.module) return Promise.resolve(pickerChunk.module);
  if (!pickerChunk.pending) {
    pickerChunk.pending = pickerChunk.load().then(
      (loaded) => {
        pickerChunk.module = loaded;
        return loaded;
      },
      (error: unknown) => {
        pickerChunk.pending = null;
        throw error;
      },
    );
  }
  return pickerChunk.pending;
}

/**
 * The app's DateField (components/ui/date-field.tsx), with its picker fetched after the first paint: once the page
 * has settled, or as soon as the field is pointed at, focused or its calendar button pressed (`loadAtOnce`: at once).
 *
 * Until then, and for as long as someone is typing in it, a light text field stands in: a working date entry of the
 * same label and size that takes DD/MM/YYYY from the keyboard (digits alone are grouped as one types) and answers
 * the same YYYY-MM-DD (or '' when emptied) as soon as the entry is a whole date within range. The picker takes over
 * only when the stand-in (its text or its calendar button) has neither the focus, the pointer nor an unfinished entry, so no key typed before or while the chunk
 * loads is lost, and the focus is never moved under the typist. Its calendar button opens the picker's calendar
 * once loaded. If the chunk cannot be fetched the stand-in stays, and pointing at it tries again.
 */
export function LazyDateField({ loadAtOnce = false, ...props }: DateFieldProps & { loadAtOnce?: boolean }) {
  const { label, value, onChange, min, max, size = 'small', helperText, disabled } = props;
  const [wanted, want] = useSettledLoad(loadAtOnce);
  const [picker, setPicker] = useState<PickerModule | null>(() => pickerChunk.module);
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState(() => isoToShown(value));
  const [focused, setFocused] = useState(false);
  const [pointer, setPointer] = useState(false);
  const [openCalendar, setOpenCalendar] = useState(false);
  const [swapped, setSwapped] = useState(false);
  /** The value this field last answered, to tell its own changes from the owner's (a "clear filters"). */
  const answered = useRef(value);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!wanted || picker) return undefined;
    let live = true;
    loadPicker().then(
      (loaded) => {
        if (live) setPicker(loaded);
      },
      () => undefined, // the stand-in keeps working; pointing at it again retries
    );
    return () => {
      live = false;
    };
  }, [wanted, picker, attempt]);

  useEffect(() => {
    if (value === answered.current) return;
    answered.current = value;
    setText(isoToShown(value));
  }, [value]);

  // The picker is mounted out of sight as soon as it has loaded, and shown a moment later when the browser is idle:
  // in Chromium, keys typed into a MUI X field while the page is busy (the first search, the deferred loads that
  // follow the first paint) can be dropped, so it is not handed over while that work is going on.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!picker || ready) return undefined;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      else setReady(true);
    }, PICKER_WARM_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [picker, ready]);

  const entered = text === '' ? '' : shownToIso(text, min, max);
  const finished = entered === value;
  if (picker && ready && !swapped && ((!focused && !pointer && finished) || openCalendar)) setSwapped(true);

  useEffect(() => {
    if (!swapped || !openCalendar) return undefined;
    // The picker has rendered in place of the stand-in: press its calendar button once it is there.
    const frame = window.setInterval(() => {
      const button = host.current?.querySelector<HTMLElement>('button[aria-label^="Choose date"]:not([data-stand-in])');
      if (!button) return;
      window.clearInterval(frame);
      setOpenCalendar(false);
      button.click();
    }, 30);
    const stop = window.setTimeout(() => window.clearInterval(frame), 10_000);
    return () => {
      window.clearInterval(frame);
      window.clearTimeout(stop);
    };
  }, [swapped, openCalendar]);

  const pointedAt = () => {
    if (picker) return;
    want();
    setAttempt((n) => n + 1);
  };

  const Picker = picker?.DateField;
  // The focus anywhere in the stand-in (its text or its calendar button) keeps it: tabbing from one to the other must
  // not swap the field under the keyboard. So does the pointer on it: whoever points at it is about to click it.
  const standInEvents = {
    onPointerEnter: () => {
      setPointer(true);
      pointedAt();
    },
    onPointerLeave: () => setPointer(false),
    onTouchStart: pointedAt,
    onFocus: () => {
      setFocused(true);
      pointedAt();
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (!(event.relatedTarget instanceof Node && host.current?.contains(event.relatedTarget))) setFocused(false);
    },
  };
  const invalid = !focused && text !== '' && entered === null;
  return (
    <div ref={host} style={{ display: 'contents' }} {...(swapped ? {} : standInEvents)}>
      {!swapped && (
        <TextInput
          label={label}
          value={text}
          size={size}
          disabled={disabled}
          placeholder="DD/MM/YYYY"
          error={invalid}
          helperText={invalid ? 'Enter a date as DD/MM/YYYY within range' : helperText}
          onChange={(event) => {
            const next = formatTyped(event.target.value);
            setText(next);
            const day = next === '' ? '' : shownToIso(next, min, max);
            if (day !== null && day !== value) {
              answered.current = day;
              onChange(day);
            }
          }}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={`Choose date for ${label}`}
                    data-stand-in
                    disabled={disabled}
                    onClick={() => {
                      setOpenCalendar(true);
                      pointedAt();
                    }}
                  >
                    <CalendarMonthOutlined fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {/* Mounted once loaded; display none keeps it out of sight, of the tab order and of the accessibility tree until
          it takes over (the same instance then shows). */}
      {Picker && (
        <div style={{ display: swapped ? 'contents' : 'none' }}>
          <Picker {...props} />
        </div>
      )}
    </div>
  );
}
