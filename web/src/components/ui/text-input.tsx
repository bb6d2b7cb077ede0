import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';
import { type InputHTMLAttributes, forwardRef, useId } from 'react';

/** TextField's props without the select mode (and its slots), for the outlined variant the app uses. */
export type TextInputProps = Omit<TextFieldProps, 'select' | 'slots' | 'variant' | 'children'> & { variant?: 'outlined' };

type SlotProps = {
  input?: Partial<OutlinedInputProps>;
  htmlInput?: InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement> & Record<`data-${string}`, string>;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
};

/**
 * MUI's outlined TextField for text, without its select mode: the same parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), ids, ARIA wiring and class names (`MuiTextField-root`), but MUI's TextField imports Select, and with
 * it Menu, Popover and Modal (~20 KB gzipped), on every screen that has a text box. Fields that choose from a list
 * keep MUI's TextField with `select`.
 */
export const TextInput = forwardRef<HTMLDivElement, TextInputProps>(function TextInput(props, ref) {
  const {
    autoComplete,
    autoFocus = false,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    variant: _variant,
    ...other
  } = props;
  const generatedId = useId();
  const id = idOverride ?? `mui-${generatedId}`;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { input, htmlInput, inputLabel, formHelperText } = slotProps as SlotProps;

  return (
    <FormControl
      ref={ref}
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
      {...other}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={htmlInput}
        label={label}
        {...(inputLabel?.shrink !== undefined ? { notched: inputLabel.shrink } : {})}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});
