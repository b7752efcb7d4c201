// Settings from the environment, read once.
import path from 'node:path';

export interface AppConfig {
  port: number;
  dataDir: string;
  /** postgres://… for a real server; undefined runs embedded PGlite in dataDir */
  databaseUrl?: string;
  production: boolean;
}

export function readConfig(env = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
  };
}
