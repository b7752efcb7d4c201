// /cache/ (spec 1 §2, §7 "Caches"): the named caches with their entries on the server that answered,
// each with a Clear that reaches every server; the search index asks first, since clearing it rebuilds
// the index. The server's message is shown after a clear.
import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { CacheCard } from './CacheCard.js';
import { SEARCH_INDEX_CACHE, cacheApi } from './cache-api.js';
import type { CacheInfo } from '../../core/contract/caches.js';

export function CachesScreen() {
  const call = useSpecApi();
  const api = useMemo(() => cacheApi(call), [call]);
  const notify = useNotify();
  const [clearing, setClearing] = useState<string>();
  const [confirming, setConfirming] = useState<CacheInfo>();
  const list = useQuery({ queryKey: ['caches'], queryFn: ({ signal }) => api.list(signal) });

  const clear = async (cache: CacheInfo) => {
    setClearing(cache.name);
    try {
      const answer = await api.clear(cache.name);
      notify(answer.message, { type: 'success' });
      setConfirming(undefined);
      await list.refetch();
    } catch (error) {
      notify(errorMessage(error, `${cache.title} could not be cleared.`), { type: 'error' });
    } finally {
      setClearing(undefined);
    }
  };
  const askOrClear = (cache: CacheInfo) => (cache.name === SEARCH_INDEX_CACHE ? setConfirming(cache) : void clear(cache));

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Caches" />
      <Card component="section" aria-labelledby="caches-title">
        <CardContent>
          <Typography id="caches-title" variant="h6" component="h1" gutterBottom>
            Caches
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Entries are those of the server that answered. A clear reaches every server.
          </Typography>
          <Box sx={{ mt: 1 }}>{list.isFetching ? <LinearProgress aria-label="Loading the caches" /> : <Box sx={{ height: 4 }} />}</Box>
          {list.error && <Alert severity="error">{errorMessage(list.error, 'The caches could not be loaded.')}</Alert>}
          {list.data?.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              There is no cache.
            </Typography>
          )}
          <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {list.data?.map((cache) => <CacheCard key={cache.name} cache={cache} busy={clearing === cache.name} onClear={() => askOrClear(cache)} />)}
          </Box>
        </CardContent>
      </Card>
      <Confirm
        isOpen={confirming !== undefined}
        loading={clearing !== undefined}
        title={`Clear ${confirming?.title ?? ''}?`}
        content="The course search index is rebuilt from PostgreSQL on every server; searches use the old one until then."
        confirm="Clear"
        confirmColor="warning"
        onConfirm={() => confirming && clear(confirming)}
        onClose={() => setConfirming(undefined)}
      />
    </Box>
  );
}
