// A resource's own record page (recordPage, issue 20 §5 institution links): the path of a record is
// its page with the id; the institutions' page is their detail, which every institution link uses;
// a page without its :id is refused at start-up.
import { describe, expect, it } from 'vitest';
import { ModelCheckError, checkModel, type LoadedResource } from '../../../server/model/check.js';
import { loadResourceFiles, loadWorkflows, RESOURCES_DIR } from '../../../server/model/load.js';
import type { ResourceDef } from '../../../core/model/define.js';
import { recordPagePath } from '../../../core/model/record-page.js';
import { districtPath, institutionFormPath, institutionPath } from '../../../custom-screens/_shared/institution-paths.js';

const shipped = await loadResourceFiles(RESOURCES_DIR);
const workflows = await loadWorkflows(RESOURCES_DIR);

function issuesWith(recordPage: string): string[] {
  const loaded: LoadedResource[] = shipped.map((item) => (item.def.name !== 'institutions' ? item : { ...item, def: { ...item.def, recordPage } as ResourceDef }));
  try {
    checkModel(loaded, {}, [], undefined, workflows);
    return [];
  } catch (err) {
    if (!(err instanceof ModelCheckError)) throw err;
    return err.issues.map((i) => `${i.code} ${i.path}`);
  }
}

describe('record pages', () => {
  it('fills in the id, and has no path for a resource without a page', () => {
    expect(recordPagePath({ recordPage: '/institutions/details/:id' }, 7)).toBe('/institutions/details/7');
    expect(recordPagePath({ recordPage: '/things/:id/view' }, 'a b')).toBe('/things/a%20b/view');
    expect(recordPagePath({}, 7)).toBeUndefined();
  });

  it("leads every institution link to the institution's detail page", () => {
    expect(institutionPath(2098)).toBe('/institutions/details/2098');
    expect(institutionPath(2098, 14)).toBe('/institutions/details/2098/14');
    expect(institutionFormPath('school', 2098)).toBe('/institutions/form/school?institutionId=2098');
    expect(districtPath(12)).toBe('/institutions/district/12');
  });

  it('refuses a record page that is not an absolute path with :id', () => {
    expect(issuesWith('/institutions/details/:id')).toEqual([]);
    expect(issuesWith('institutions/details/:id').length).toBeGreaterThan(0);
    expect(issuesWith('/institutions/details').length).toBeGreaterThan(0);
  });
});
