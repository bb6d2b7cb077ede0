import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '@/components/ui/text-input';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { checkEmail } from '@/lib/validation';
import { subscribeNewsletter } from '../api/newsletter';

/** The footer's newsletter sign-up (POST /newsletter/create); the toast is the server's thank-you. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      const response = await subscribeNewsletter({ email: email.trim() });
      toast.success(response?.message || 'Thank you for subscribing to the Jointly newsletter!');
      setEmail('');
    } catch {
      /* toasted by the API client */
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="newsletter-title" sx={{ maxWidth: 520 }}>
      <Typography id="newsletter-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Newsletter
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        New features, tender tips and events, about once a month.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextInput
          label="Email for the newsletter"
          type="email"
          name="newsletterEmail"
          autoComplete="email"
          size="small"
          fullWidth
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
        />
        <Button type="submit" variant="outlined" loading={sending} sx={{ flexShrink: 0, height: 40, width: { xs: '100%', sm: 'auto' } }}>
          Subscribe
        </Button>
      </Box>
    </Box>
  );
}

export default NewsletterForm;
