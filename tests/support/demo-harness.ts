// The real server on a test database seeded with the whole demo (as `npm run seed` loads it), and an
// administrator's session on it: for tests that walk the demo's records.
import { seedDatabase } from '../../seeds/seed-runner.js';
import { startHarness, type Harness } from './server-harness.js';

export interface DemoHarness extends Harness {
  /** the session cookie of the demo administrator (every ability) */
  admin: string;
}

export async function startDemoHarness(): Promise<DemoHarness> {
  const h = await startHarness();
  try {
    await seedDatabase(h.db.orm);
    return { ...h, admin: await h.signIn('admin', 'demo-admin') };
  } catch (err) {
    await h.close();
    throw err;
  }
}
