import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A form's name field: typing clears the refusal said beside it (the form re-checks on save only), and the
 * refusal is announced as an alert.
 */
export function FormNameField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  error,
  onEdit,
  maxLength,
  autoFocus,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  error: string | undefined;
  onEdit(): void;
  maxLength: number;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          label={label}
          name={field.name}
          value={field.value}
          onChange={(event) => {
            field.onChange(event);
            onEdit();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error}
          fullWidth
          autoFocus={autoFocus}
          slotProps={{ htmlInput: { maxLength }, formHelperText: { role: error ? 'alert' : undefined } as object }}
        />
      )}
    />
  );
}
