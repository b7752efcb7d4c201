// Which template field a clicked placeholder goes into: the one the editor last focused.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface PlaceholderTarget {
  source: string;
  label: string;
  insert(token: string): void;
}

interface TargetState {
  target: PlaceholderTarget | null;
  setTarget(target: PlaceholderTarget): void;
}

const PlaceholderTargetContext = createContext<TargetState>({ target: null, setTarget: () => undefined });

export function PlaceholderTargetProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<PlaceholderTarget | null>(null);
  const value = useMemo(() => ({ target, setTarget }), [target]);
  return <PlaceholderTargetContext.Provider value={value}>{children}</PlaceholderTargetContext.Provider>;
}

export const usePlaceholderTarget = () => useContext(PlaceholderTargetContext);
