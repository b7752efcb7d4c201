// The name of the record a reference field of the record in context points at, as the referenced
// resource names its records (admin-ui/builder/record-representation.tsx). Never empty, since it is
// often a link's only text: while the record loads, when there is none or it cannot be read, and
// when its name is empty, it reads `fallback` (the named resource's singular label).
import { Typography } from '@mui/material';
import { ReferenceFieldBase, useGetRecordRepresentation, useRecordContext } from 'react-admin';

function NameOrFallback({ reference, fallback }: { reference: string; fallback: string }) {
  const name = useGetRecordRepresentation(reference)(useRecordContext());
  return (
    <Typography component="span" variant="body2">
      {name == null || name === '' ? fallback : name}
    </Typography>
  );
}

export default function ReferencedName({ source, reference, fallback }: { source: string; reference: string; fallback: string }) {
  const instead = (
    <Typography component="span" variant="body2">
      {fallback}
    </Typography>
  );
  return (
    <ReferenceFieldBase source={source} reference={reference} loading={instead} empty={instead} error={instead}>
      <NameOrFallback reference={reference} fallback={fallback} />
    </ReferenceFieldBase>
  );
}
