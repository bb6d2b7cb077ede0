import { useState, type FormEvent } from 'react';
import { useLogin, useNotify } from 'react-admin';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { JOINTLY } from './theme';

/** E-mail and password → POST /api/admin/login; the server's message (e.g. 403 for a non-admin) is shown as is. */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (e) {
      const message = e instanceof Error ? e.message : 'Sign-in failed.';
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: JOINTLY.ink }}>
      <Card sx={{ width: 360, maxWidth: '92vw' }}>
        <CardContent component="form" onSubmit={submit} noValidate aria-labelledby="login-title">
          <Typography id="login-title" component="h1" variant="h5" gutterBottom>
            Jointly console
          </Typography>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="username"
            autoFocus
            required
            fullWidth
            margin="normal"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            margin="normal"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error && (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {error}
            </Typography>
          )}
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy || !email || !password}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
