import { TextInput, type TextInputProps } from '@/components/ui/text-input';
import { OTP_LENGTH } from '@/lib/validation';

type OtpCodeFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (code: string) => void;
};

/**
 * One input for a 6-digit e-mailed code: numeric keypad on phones, the browser's one-time-code autofill,
 * and pasting "123 456" or "Your code: 123456" keeps just the digits.
 */
export function OtpCodeField({ value, onChange, slotProps, ...props }: OtpCodeFieldProps) {
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      autoComplete="one-time-code"
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          // No maxLength: the browser would cut a pasted "Your code: 123 456" before the digits are picked out.
          style: { letterSpacing: '0.5em', fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums' },
        },
      }}
    />
  );
}
