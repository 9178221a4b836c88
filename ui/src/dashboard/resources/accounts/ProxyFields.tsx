import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { accountMessages, proxyTypes } from '@shared/accounts/contract';
import { type Control, Controller } from 'react-hook-form';
import type { ProxyForm } from './proxy-form';

const plainText = { spellCheck: false, autoCapitalize: 'off' } as const;

/** One of the proxy's text fields, its label always above it; `clean` filters what is typed (the port's digits). */
function ProxyTextField({
  control,
  name,
  clean = (typed) => typed,
  htmlInput,
  ...props
}: Omit<TextFieldProps, 'name'> & {
  control: Control<ProxyForm, unknown, unknown>;
  name: Exclude<keyof ProxyForm, 'proxy_type'>;
  clean?: (typed: string) => string;
  htmlInput?: object;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(clean(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          autoComplete={props.autoComplete ?? 'off'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput }}
        />
      )}
    />
  );
}

/** The proxy's type (HTTP or HTTPS, with what HTTPS means) and its address and credentials. */
export function ProxyFields({
  control,
  typeLabelId,
  ipInvalid,
  portInvalid,
  passwordPlaceholder,
  passwordNote,
}: {
  control: Control<ProxyForm, unknown, unknown>;
  typeLabelId: string;
  ipInvalid: boolean;
  portInvalid: boolean;
  passwordPlaceholder: string;
  passwordNote: string | undefined;
}) {
  return (
    <>
      <Box>
        <FormLabel id={typeLabelId} sx={{ fontSize: 14, fontWeight: 600, color: 'text.primary' }}>
          Proxy type
        </FormLabel>
        <Controller
          name="proxy_type"
          control={control}
          render={({ field }) => (
            <RadioGroup row aria-labelledby={typeLabelId} name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              {proxyTypes.map((type) => (
                <FormControlLabel key={type} value={type} control={<Radio size="small" />} label={type} />
              ))}
            </RadioGroup>
          )}
        />
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }} data-testid="https-hint">
          {accountMessages.httpsProxyHint}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 2 }}>
        <ProxyTextField
          control={control}
          name="proxy_ip"
          label="IP"
          required
          error={ipInvalid}
          placeholder="203.0.113.10 or proxy.example.com"
          htmlInput={plainText}
        />
        <ProxyTextField
          control={control}
          name="proxy_port"
          label="Port"
          required
          error={portInvalid}
          placeholder="8080"
          clean={(typed) => typed.replace(/\D/g, '')}
          htmlInput={{ inputMode: 'numeric', maxLength: 5 }}
        />
        <ProxyTextField control={control} name="proxy_username" label="Username" placeholder="Optional" htmlInput={plainText} />
        <ProxyTextField
          control={control}
          name="proxy_password"
          label="Password"
          type="password"
          placeholder={passwordPlaceholder}
          helperText={passwordNote}
          autoComplete="new-password"
        />
      </Box>
    </>
  );
}
