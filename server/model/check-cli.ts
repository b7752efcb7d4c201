// The start-up check of the model alone (resources, server hooks, the declared screen overrides) and of
// the shipped rule sets' words (server/rules/check.ts), without a database: `tsx server/model/check-cli.ts
// [resourcesDir [hooksDir [screensDir]]]` (other resources than the shipped ones have no server hooks
// unless their folder is given). The UI build runs it first (admin-ui/build-tools/model-check-plugin.ts),
// so an override declared with an unknown key or field fails the build as it fails the start.
import path from 'node:path';
import { loadCheckedModel } from '../boot.js';
import { ModelCheckError } from './check.js';
import { RuleSetCheckError } from '../rules/check.js';
import { shippedRuleSets } from '../rules/defaults.js';

const [resourcesDir, hooksDir, screensDir] = process.argv.slice(2).map((p) => path.resolve(p));

try {
  // another folder's resources load no server hooks unless their folder is given
  const { resources } = await (resourcesDir ? loadCheckedModel(resourcesDir, hooksDir ?? null, screensDir) : loadCheckedModel());
  const ruleSets = shippedRuleSets();
  console.log(`The resource model is valid (${resources.length} resources), and so are the rule sets (${ruleSets.length}).`);
} catch (err) {
  if (!(err instanceof ModelCheckError) && !(err instanceof RuleSetCheckError)) throw err;
  console.error(err.message);
  process.exit(1);
}
