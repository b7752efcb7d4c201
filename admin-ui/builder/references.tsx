// Reading another resource needs list access to it. Without that access the server answers 403,
// which would send the whole page to the access error; show the bare id instead.
import type { ReactElement } from 'react';
import { useCanAccess } from 'react-admin';

export function ReferenceGuard({ reference, allowed, denied }: { reference: string; allowed: ReactElement; denied: ReactElement }) {
  const { canAccess, isPending } = useCanAccess({ resource: reference, action: 'list' });
  if (isPending) return null;
  return canAccess ? allowed : denied;
}
