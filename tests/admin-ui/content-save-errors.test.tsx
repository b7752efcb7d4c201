// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { CONTENT_ACCESS, LOOKUP_ACCESS } from '../../resources/_access.js';
import feedbackStatementScreens from '../../custom-screens/_overrides/feedback-statements/screens.js';
import { createEditScreen } from '../../admin-ui/builder/edit.js';
import { indexModel } from '../../admin-ui/builder/model-index.js';
import feedbackCategories from '../../resources/feedback-categories.js';
import feedbackStatements from '../../resources/feedback-statements.js';
import subjectAreas from '../../resources/subject-areas.js';
import { FeedbackTemplateScreen } from '../../custom-screens/cms-feedback-templates/FeedbackTemplateScreen.js';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { renderScreen } from './support/render-screen.js';

const refuse = async () => {
  throw new HttpError('Please correct the highlighted fields.', 400, { message: 'Please correct the highlighted fields.' });
};

afterEach(cleanup);

// the generated edit screen with the resource's override, as the screen builder makes it
const FeedbackStatementEdit = createEditScreen(feedbackStatements, {
  model: indexModel([feedbackStatements, subjectAreas, feedbackCategories]),
  overrides: feedbackStatementScreens,
});

// ProseMirror measures the selection while typing; jsdom has no layout, so answer with empty boxes.
const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
Range.prototype.getBoundingClientRect = emptyRect;
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
document.elementFromPoint = () => null;

describe('content save failures (spec 1 §8)', () => {
  it('a feedback statement that fails to save shows the review feedback message', async () => {
    const dataProvider = memoryDataProvider({
      'feedback-statements': [{ id: 4, reviewStatementTypeId: 1, subjectAreaId: 1, sectionId: '3a', categoryId: null, statement: 'Add unit detail.', isDeleted: false }],
      'subject-areas': [{ id: 1, code: 'A', name: 'History/Social Science', yearsRequired: 2 }],
      'feedback-categories': [],
    });
    dataProvider.update = refuse;
    const user = userEvent.setup();
    renderScreen(
      <Routes>
        <Route path="/feedback-statements/:id" element={<FeedbackStatementEdit />} />
      </Routes>,
      {
        dataProvider,
        abilities: ['AdminManageContent'],
        rules: { 'feedback-statements': CONTENT_ACCESS, 'feedback-categories': CONTENT_ACCESS, 'subject-areas': LOOKUP_ACCESS },
        path: '/feedback-statements/4',
      },
    );
    const statement = await screen.findByDisplayValue('Add unit detail.');
    await user.type(statement, ' Cite the textbook.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving review feedback, please verify your values and try again.')).toBeInTheDocument();
  });

  it('a feedback template that fails to save shows the review template message', async () => {
    const dataProvider = memoryDataProvider({ 'feedback-templates': [{ id: 2, reviewStatementTypeId: 2, template: '<p>Congratulations.</p>' }] });
    dataProvider.update = refuse;
    const user = userEvent.setup();
    renderScreen(
      <Routes>
        <Route path="/cms/feedback/template/:typeId" element={<FeedbackTemplateScreen />} />
      </Routes>,
      {
        dataProvider,
        abilities: ['AdminManageContent'],
        rules: { 'feedback-templates': { ...CONTENT_ACCESS, create: false, delete: false } },
        path: '/cms/feedback/template/2',
      },
    );
    // the editor's paragraph, not the preview's below it (shown at once, while the editor still loads)
    const editor = await screen.findByText('Congratulations.', { selector: '.ProseMirror p' });
    await user.click(editor);
    await user.keyboard(' Well done.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving review template, please verify your values and try again.')).toBeInTheDocument();
    expect(document.title).toBe('Approval feedback template | A–G Course Admin');
  });
});
