// Replays the rules as they are in the editor (saved or not) on the last N recorded evaluations,
// beside the active version. The
// result stays while the editor is open, so switching tabs does not lose it.
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import type { RuleApi } from '../api/rule-api.js';
import type { SimulationResult } from '../api/rule-types.js';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';

export const DEFAULT_SIMULATION_SIZE = 50;

export interface Simulation {
  limit: number;
  setLimit: (n: number) => void;
  running: boolean;
  result: SimulationResult | null;
  /** the editor state the result was computed on, to tell a stale result */
  ranOn: string | null;
  run: (snapshot: string, definition: unknown) => Promise<void>;
}

export function useSimulation(api: RuleApi, versionId: number): Simulation {
  const notify = useNotify();
  const [limit, setLimit] = useState(DEFAULT_SIMULATION_SIZE);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<SimulationResult | null>(null);
  const [ranOn, setRanOn] = useState<string | null>(null);
  const run = useCallback(
    async (snapshot: string, definition: unknown) => {
      setRunning(true);
      try {
        setResult(await api.simulate(versionId, limit, definition));
        setRanOn(snapshot);
      } catch (error) {
        notify(errorMessage(error, 'The simulation could not run.'), { type: 'error' });
      } finally {
        setRunning(false);
      }
    },
    [api, limit, notify, versionId],
  );
  return { limit, setLimit, running, result, ranOn, run };
}
