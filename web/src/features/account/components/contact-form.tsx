import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '@/components/ui/text-input';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast/toast-store';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { isSignedIn } from '@/lib/auth';
import { checkEmail, checkText, type FieldErrors, fieldErrorsFrom, hasErrors } from '@/lib/validation';
import { sendContactMessage } from '../api/contact';

type Field = 'name' | 'email' | 'subject' | 'message';

interface ContactFormProps {
  defaults?: Partial<Record<Field, string>>;
  /** Called after the message is sent, before moving on (e.g. to close a dialog). */
  onSent?: () => void;
}

/**
 * The contact-us form (POST /contact/create). Spec: success toasts 'Your message has been sent successfully!'
 * and goes to /dashboard, which forwards a signed-in user to their dashboard and a visitor home.
 */
export function ContactForm({ defaults = {}, onSent }: ContactFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', subject: '', message: '', ...defaults });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);

  const field = (key: Field) => ({
    name: key,
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
    error: Boolean(errors[key]),
    helperText: errors[key],
    fullWidth: true,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {
      name: checkText(values.name, 'Your name', { min: 2, max: 120, required: true }),
      email: checkEmail(values.email),
      subject: checkText(values.subject, 'Subject', { max: 200 }),
      message: checkText(values.message, 'Your message', { min: 10, max: 5000, required: true }),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setSending(true);
    try {
      const subject = values.subject.trim();
      await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(subject ? { subject } : {}),
        message: values.message.trim(),
      });
      onSent?.();
      // Spec §8's wording (the server answers the same); raised for the page /dashboard forwards to.
      toast.success(MESSAGES.contactSent, { path: isSignedIn() ? paths.dashboard.path : paths.home.path });
      await navigate(paths.legacyDashboard.path);
    } catch (error) {
      setErrors(fieldErrorsFrom(error) as FieldErrors<Field>);
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Contact us" sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextInput {...field('name')} label="Your name" required autoComplete="name" />
        <TextInput {...field('email')} label="Email address" type="email" required autoComplete="email" />
      </Box>
      <TextInput {...field('subject')} label="Subject" />
      <TextInput
        {...field('message')}
        label="Your message"
        required
        multiline
        minRows={4}
        helperText={errors.message ?? 'At least 10 characters.'}
      />
      <Box>
        <Button type="submit" variant="contained" loading={sending}>
          Send message
        </Button>
      </Box>
    </Box>
  );
}

export default ContactForm;
