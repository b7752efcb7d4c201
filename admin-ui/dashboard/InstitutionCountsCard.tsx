// Dashboard card: how many institutions of each type the service holds.
import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCanAccess, useDataProvider } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { countInstitutionsByType, institutionTypes, INSTITUTIONS, type TypeCount } from './institution-counts.js';

const InstitutionChart = lazy(() => import('./InstitutionChart.js'));

type Counts = { state: 'loading' } | { state: 'done'; counts: TypeCount[] } | { state: 'failed' };

function Counts({ institutions, model }: { institutions: ResourceDef; model: ReadonlyMap<string, ResourceDef> }) {
  const dataProvider = useDataProvider();
  const [counts, setCounts] = useState<Counts>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    institutionTypes(dataProvider, institutions, model)
      .then((types) => countInstitutionsByType(dataProvider, institutions, types))
      .then(
        (result) => live && setCounts({ state: 'done', counts: result }),
        () => live && setCounts({ state: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [dataProvider, institutions, model]);

  if (counts.state === 'loading') return <CircularProgress size={24} aria-label="Loading institution counts" />;
  if (counts.state === 'failed') return <Alert severity="error">The institution counts could not be loaded.</Alert>;
  if (!counts.counts.length) return <Typography color="text.secondary">No institution types are defined yet.</Typography>;
  const loading = <CircularProgress size={24} aria-label="Loading institution counts" />;
  return (
    <Suspense fallback={loading}>
      <InstitutionChart counts={counts.counts} />
    </Suspense>
  );
}

export function InstitutionCountsCard({ model }: { model: ReadonlyMap<string, ResourceDef> }) {
  const institutions = model.get(INSTITUTIONS);
  const { canAccess } = useCanAccess({ resource: INSTITUTIONS, action: 'list' });
  if (!institutions || !canAccess) return null;
  return (
    <Card component="section" aria-labelledby="institution-counts-title">
      <CardContent>
        <Typography id="institution-counts-title" variant="h6" component="h2" gutterBottom>
          Institutions by type
        </Typography>
        <Counts institutions={institutions} model={model} />
      </CardContent>
    </Card>
  );
}
