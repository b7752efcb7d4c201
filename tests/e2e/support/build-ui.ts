// Builds the admin UI once before the browser tests, unless the build is newer than its sources.
import { buildIfStale } from '../../../admin-ui/build-tools/build-if-stale.mjs';

export default function setup(): void {
  buildIfStale();
}
