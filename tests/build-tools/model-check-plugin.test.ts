// The UI build runs the start-up model check first: a screen override declaration the check refuses stops the build
// with the check's message; a valid model lets it go on.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelCheckPlugin } from '../../admin-ui/build-tools/model-check-plugin.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const validResources = path.join(repoRoot, 'tests/fixtures/models/valid');
const screenFixtures = path.join(repoRoot, 'tests/fixtures/screen-overrides');

/** Runs the plugin's buildStart the way Vite does; `this.error` throws, as in Rollup. */
function buildStart(screens: string): void {
  const plugin = modelCheckPlugin(repoRoot, { resources: validResources, overrides: path.join(validResources, 'overrides'), screens });
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  (plugin.buildStart as unknown as (this: typeof context) => void).call(context);
}

describe('model check in the UI build', () => {
  it('stops the build on a declaration with an unknown key, naming the file', () => {
    expect(() => buildStart(path.join(screenFixtures, 'unknown-key'))).toThrow('tests/fixtures/screen-overrides/unknown-key/_screen-overrides.ts: MODEL013 unknown screen override key "lsit"');
  });

  it('lets a valid model through', () => {
    expect(() => buildStart(path.join(screenFixtures, 'valid'))).not.toThrow();
  });
});
