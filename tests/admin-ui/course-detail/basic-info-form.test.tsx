// The edit-basic-info modal: the wet-lab and math category 4 questions follow the course-form rules
// as the form is edited; a second subject area only on a two-year course; unchecking CTE empties
// industry and pathway (in the form and in what is sent); the server's modelState lands on the
// fields; a stale save (409) is explained with a reload.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BasicInfoDialog } from '../../../custom-screens/course-detail/BasicInfoDialog.js';
import { STALE_MESSAGE } from '../../../custom-screens/course-detail/SaveFailureAlert.js';
import { basicInfoBody, formOfBasicInfo, withCte } from '../../../custom-screens/course-detail/basic-info-form.js';
import { fakeServer, type FakeRequest } from '../support/render-app.js';
import { courseDetail, renderWithLookups } from './course-detail-support.js';

afterEach(() => vi.unstubAllGlobals());

/** The rules as rules/course-form.json has them, for the questions only: math category 4 for C with 15, 16 or 56. */
function rulesServer(extra: Record<string, (req: FakeRequest) => { status?: number; body?: unknown }> = {}) {
  return fakeServer({
    'POST /api/admin/rules/course-form/evaluate': (req) => {
      const facts = (req.body as { facts: { subjectAreaCodes: string[]; disciplineIds: number[]; isOnlinePublisherProgram: boolean } }).facts;
      const shown: string[] = [];
      if (facts.isOnlinePublisherProgram && facts.subjectAreaCodes.some((c) => c === 'D' || c === 'G')) shown.push('requiresWetLabActivity');
      if (facts.subjectAreaCodes.includes('C') && facts.disciplineIds.some((id) => [15, 16, 56].includes(id))) shown.push('isMathCategory4');
      return { body: { outcome: { shown, cleared: [], refusals: [] }, version: 1 } };
    },
    ...extra,
  });
}

function openDialog(detail = courseDetail(), onSaved = vi.fn(), onReload = vi.fn()) {
  renderWithLookups(<BasicInfoDialog open detail={detail} onSaved={onSaved} onReload={onReload} onClose={() => undefined} />);
  return { dialog: screen.getByRole('dialog', { name: 'Edit basic info' }), onSaved, onReload };
}

const pick = async (dialog: HTMLElement, label: string | RegExp, option: string) => {
  const select = within(dialog).getByLabelText(label) as HTMLSelectElement;
  await waitFor(() => expect(within(select).getByRole('option', { name: option })).toBeInTheDocument());
  await userEvent.setup().selectOptions(select, option);
};

describe('basic info form questions', () => {
  it('shows math category 4 only once the rules show it for the chosen discipline', async () => {
    const server = rulesServer();
    const { dialog } = openDialog();
    expect(within(dialog).queryByLabelText('Mathematics category 4')).toBeNull();
    await pick(dialog, /^Discipline/, 'Calculus');
    expect(await within(dialog).findByLabelText('Mathematics category 4')).toBeInTheDocument();
    const asked = server.find('POST', '/api/admin/rules/course-form/evaluate').at(-1)!.body as { facts: Record<string, unknown> };
    expect(asked.facts).toMatchObject({ context: 'course', subjectAreaCodes: ['C'], disciplineIds: [15], academicYearId: 28 });
    // another discipline: the question goes again
    await pick(dialog, /^Discipline/, 'Statistics');
    await waitFor(() => expect(within(dialog).queryByLabelText('Mathematics category 4')).toBeNull());
  });

  it('asks the wet-lab question of an online publisher’s science course and not of a school’s', async () => {
    rulesServer();
    const publisher = courseDetail({ institution: { id: 80, name: 'Open Lessons', institutionTypeId: 4, programTypeId: null, isProgram: false, isDistrict: false } });
    const { dialog } = openDialog(publisher);
    await pick(dialog, /^Subject area/, 'D Science');
    expect(await within(dialog).findByLabelText('Requires wet-lab activity')).toBeInTheDocument();
  });

  it('keeps the wet-lab question hidden for a school', async () => {
    const server = rulesServer();
    const { dialog } = openDialog();
    await pick(dialog, /^Subject area/, 'D Science');
    await waitFor(() => expect(server.find('POST', '/api/admin/rules/course-form/evaluate').length).toBeGreaterThan(0));
    await waitFor(() => expect((server.find('POST', '/api/admin/rules/course-form/evaluate').at(-1)!.body as { facts: { subjectAreaCodes: string[] } }).facts.subjectAreaCodes).toEqual(['D']));
    expect(within(dialog).queryByLabelText('Requires wet-lab activity')).toBeNull();
  });

  it('offers a second subject area only on a two-year course', async () => {
    rulesServer();
    const { dialog } = openDialog();
    expect(within(dialog).queryByRole('button', { name: 'Add a second subject area' })).toBeNull();
    expect(within(dialog).getByText('A second subject area is allowed only when the course length is two years.')).toBeInTheDocument();
    await pick(dialog, /^Course length/, 'Two years');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Add a second subject area' }));
    expect(within(dialog).getByLabelText(/^Subject area \(second\)/)).toBeInTheDocument();
    // back to one year: the second subject area goes
    await pick(dialog, /^Course length/, 'One year');
    expect(within(dialog).queryByLabelText(/^Subject area \(second\)/)).toBeNull();
  });
});

describe('CTE clearing', () => {
  it('empties industry and pathway when CTE is unchecked, and sends them empty', async () => {
    const server = rulesServer({ 'POST /api/admin/course/updatebasicinfo/501/28': () => ({ body: courseDetail() }) });
    const { dialog, onSaved } = openDialog();
    const user = userEvent.setup();
    await waitFor(() => expect(within(dialog).getByLabelText(/CTE industry sector/)).toHaveValue('1'));
    await user.click(within(dialog).getByLabelText('Career technical education (CTE) course'));
    expect(within(dialog).queryByLabelText(/CTE industry sector/)).toBeNull();
    // checked again: the old values do not come back
    await user.click(within(dialog).getByLabelText('Career technical education (CTE) course'));
    expect(within(dialog).getByLabelText(/CTE industry sector/)).toHaveValue('');
    expect(within(dialog).getByLabelText('CTE pathway')).toHaveValue('');
    await user.click(within(dialog).getByLabelText('Career technical education (CTE) course'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = server.find('POST', '/api/admin/course/updatebasicinfo/501/28')[0].body as Record<string, unknown>;
    expect(sent).toMatchObject({ isCte: false, cteIndustryId: null, ctePathwayId: null, rowVersion: 3, title: 'Algebra Applications' });
  });

  it('a pathway of another industry is emptied when the industry changes', () => {
    const form = formOfBasicInfo(courseDetail().basicInfo);
    expect(withCte(form, false)).toMatchObject({ cteIndustryId: null, ctePathwayId: null });
    expect(basicInfoBody({ ...form, isMathCategory4: true }, [], 1)).toMatchObject({ IsMathCategory4: false, requiresWetLabActivity: false });
    expect(basicInfoBody({ ...form, isMathCategory4: true }, ['isMathCategory4'], 1)).toMatchObject({ IsMathCategory4: true });
  });
});

describe('saving basic info', () => {
  it('shows the server’s field errors on their fields', async () => {
    rulesServer({
      'POST /api/admin/course/updatebasicinfo/501/28': () => ({
        status: 400,
        body: { message: 'Please correct the highlighted fields.', modelState: { 'basicInfo.title': ['Title is taken.'], 'disciplines[0].subjectAreaId': ['Choose a subject area from the list.'] } },
      }),
    });
    const { dialog, onSaved } = openDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is taken.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a subject area from the list.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('explains a stale save and offers a reload', async () => {
    rulesServer({ 'POST /api/admin/course/updatebasicinfo/501/28': () => ({ status: 409, body: { message: 'The record was changed by someone else.' } }) });
    const { dialog, onReload } = openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(STALE_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reload the course' }));
    expect(onReload).toHaveBeenCalled();
  });
});
