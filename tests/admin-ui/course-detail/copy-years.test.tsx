// The copy modals: years the course has (and years before a discipline's first year) are disabled
// with their reasons; copying to another institution waits for a target other than the course's own,
// and then only the other reasons disable a year; copy as adoption only for programs and publishers.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyDialog } from '../../../custom-screens/course-detail/CopyDialog.js';
import { fakeServer } from '../support/render-app.js';
import { courseDetail, renderWithLookups } from './course-detail-support.js';
import type { CourseDetail } from '../../../core/contract/course-detail.js';

afterEach(() => vi.unstubAllGlobals());

const DISCIPLINE_56 = 'Discipline 56 courses are available only beginning 2025-26.';

function detailWithStart(over: Partial<CourseDetail> = {}) {
  return courseDetail({
    copyYears: [
      { academicYearId: 26, name: '2022-23', disabled: true, reasons: [DISCIPLINE_56] },
      { academicYearId: 28, name: '2024-25', disabled: true, reasons: ['The course is already offered in 2024-25.', DISCIPLINE_56] },
      { academicYearId: 29, name: '2025-26', disabled: true, reasons: ['The course is already offered in 2025-26.'] },
      { academicYearId: 30, name: '2026-27', disabled: false, reasons: [] },
    ],
    ...over,
  });
}

const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });

describe('copy to other years', () => {
  it('disables the years already offered and those before the discipline’s first year, with the reasons', async () => {
    const server = fakeServer({ 'POST /api/admin/course/copy/501/28': () => ({ body: detailWithStart() }) });
    const onCopied = vi.fn();
    renderWithLookups(<CopyDialog open mode="copy" detail={detailWithStart()} onCopied={onCopied} onReload={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Copy course' });
    expect(box(dialog, '2022-23')).toBeDisabled();
    expect(box(dialog, '2024-25')).toBeDisabled();
    expect(box(dialog, '2025-26')).toBeDisabled();
    expect(box(dialog, '2026-27')).toBeEnabled();
    expect(box(dialog, '2025-26')).toHaveAccessibleDescription('The course is already offered in 2025-26.');
    expect(box(dialog, '2022-23')).toHaveAccessibleDescription(DISCIPLINE_56);
    const user = userEvent.setup();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
    await user.click(box(dialog, '2026-27'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(expect.objectContaining({ courseId: 501 }), false));
    expect(server.find('POST', '/api/admin/course/copy/501/28')[0].body).toEqual([30]);
  });

  it('the add-academic-years modal offers the same years', () => {
    renderWithLookups(<CopyDialog open mode="years" detail={detailWithStart()} onCopied={() => undefined} onReload={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Add academic years' });
    expect(box(dialog, '2025-26')).toBeDisabled();
    expect(box(dialog, '2026-27')).toBeEnabled();
    expect(within(dialog).queryByText('Copy to')).toBeNull();
  });
});

describe('copy to another institution', () => {
  it('loads the years only once a target other than the course’s own is chosen', async () => {
    fakeServer({});
    const { dataProvider } = renderWithLookups(<CopyDialog open mode="copy" detail={detailWithStart()} onCopied={() => undefined} onReload={() => undefined} onClose={() => undefined} />);
    dataProvider.rows('institutions');
    const dialog = screen.getByRole('dialog', { name: 'Copy course' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByLabelText('Another institution'));
    expect(within(dialog).queryByRole('checkbox', { name: '2026-27' })).toBeNull();
    expect(within(dialog).getByText('Choose the target institution to see its academic years.')).toBeInTheDocument();
    // a program's option is not offered for a school's course
    expect(within(dialog).queryByLabelText('Copy as adoption')).toBeNull();
  });

  it('offers copy as adoption for a program', async () => {
    const program = detailWithStart({ institution: { id: 90, name: 'Valley Program', institutionTypeId: 3, programTypeId: null, isProgram: true, isDistrict: false } });
    renderWithLookups(<CopyDialog open mode="copy" detail={program} onCopied={() => undefined} onReload={() => undefined} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Copy course' });
    await userEvent.setup().click(within(dialog).getByLabelText('Another institution'));
    expect(within(dialog).getByLabelText('Copy as adoption')).toBeInTheDocument();
  });
});
