// The start-up check of the model alone (resources, handlers.ts, screens.tsx), without a database:
// `tsx server/model/check-cli.ts [resourcesDir overridesDir]`. The UI build runs it first
// (admin-ui/build-tools/model-check-plugin.ts), so a screens.tsx with an unknown key or field fails the
// build as it fails the start.
import path from 'node:path';
import { loadCheckedModel } from '../boot.js';
import { ModelCheckError } from './check.js';

const [resourcesDir, overridesDir] = process.argv.slice(2).map((p) => path.resolve(p));

try {
  const { resources } = await loadCheckedModel(resourcesDir, overridesDir);
  console.log(`The resource model is valid (${resources.length} resources).`);
} catch (err) {
  if (!(err instanceof ModelCheckError)) throw err;
  console.error(err.message);
  process.exit(1);
}
