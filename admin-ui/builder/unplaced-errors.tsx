// The server may reject a value the form has no input for (an id, a computed field). Such messages
// would be invisible on the fields, so they are listed above the form.
import { Alert } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { fieldLabel } from './model-helpers.js';

export function UnplacedServerErrors({ placed }: { placed: readonly string[] }) {
  const { errors } = useFormState();
  const unplaced = Object.entries(errors).filter(([name, error]) => name !== 'root' && !placed.includes(name) && error?.type === 'server');
  if (!unplaced.length) return null;
  return (
    <Alert severity="error" sx={{ width: '100%' }}>
      {unplaced.map(([name, error]) => (
        <div key={name}>
          {fieldLabel(name)}: {String(error?.message ?? '')}
        </div>
      ))}
    </Alert>
  );
}
