// Shared by the course detail browser tests (tests/e2e/course-detail*.test.ts): the administrator's
// page, a course opened, courses made for a test through the course calls, the same calls made as a
// second administrator would make them meanwhile (a page of their own, with its session's CSRF
// token), and the checks every open modal gets (axe, then a screenshot of it at rest).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { COURSE_LENGTHS, SUBJECT_AREAS } from '../../seeds/lookups/curriculum.js';
import { seriousAxeFindings } from './support/axe.js';
import type { E2E } from './support/browser.js';

export const ONE_YEAR = COURSE_LENGTHS.find((l) => l.name === 'One year')!.id;
/** Discipline 6 of subject area B. */
export const ENGLISH_LANGUAGE_ARTS = 6;
export const AREA = Object.fromEntries(SUBJECT_AREAS.map((a) => [a.code, a.id])) as Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', number>;

export const adminPage = (e2e: E2E, width = 1366): Promise<Page> => e2e.signedIn('admin', 'demo-admin', width);

export async function openCourse(e2e: E2E, page: Page, courseId: number, academicYearId?: number): Promise<void> {
  await page.goto(`${e2e.baseUrl}/course/detail/${courseId}${academicYearId ? `?academicYearId=${academicYearId}` : ''}`);
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
}

/** How far the page is wider than its window (0 or less: nothing sticks out). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** An open modal is accessible (axe once its fade-in has ended) and photographed as it is read. */
export async function checkModal(e2e: E2E, page: Page, shot: string): Promise<void> {
  expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
  await e2e.shot(page, shot);
}

/** Waits for the answer of the course call whose path contains `path`. */
export const answerOf = (page: Page, method: string, path: string) => page.waitForResponse((r) => r.url().includes(path) && r.request().method() === method);

/** The text of the shell's notification once it shows. */
export async function notification(page: Page): Promise<string> {
  const snack = page.locator('.MuiSnackbar-root');
  await snack.waitFor();
  return (await snack.textContent()) ?? '';
}

export interface Answer {
  status: number;
  body: any;
}

/** The course calls made from a signed-in page, as the screens make them (same cookie, CSRF token). */
export class CourseCalls {
  private constructor(private readonly page: Page) {}

  /** A second administrator: a browser context of their own. */
  static async signIn(e2e: E2E): Promise<CourseCalls> {
    return new CourseCalls(await adminPage(e2e));
  }

  call(method: string, path: string, body?: unknown): Promise<Answer> {
    return this.page.evaluate(
      async ({ method, path, body }) => {
        const { csrfToken } = await (await fetch('/api/account/me')).json();
        const res = await fetch(path, { method, headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken }, body: body === undefined ? undefined : JSON.stringify(body) });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      },
      { method, path, body },
    );
  }

  /** A course of the institution in the catalogue of that year (an English course unless `info` says otherwise); its detail. */
  async course(institutionId: number, academicYearId: number, title: string, info: Record<string, unknown> = {}): Promise<any> {
    const created = await this.call('POST', `/api/admin/course/create/${institutionId}/${academicYearId}`, { title });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
    const saved = await this.call('POST', `/api/admin/course/updatebasicinfo/${created.body.courseId}/${academicYearId}`, {
      title,
      courseLengthId: ONE_YEAR,
      isGrade9: true,
      disciplines: [{ subjectAreaId: AREA.B, disciplineId: ENGLISH_LANGUAGE_ARTS, languageId: null, otherLanguage: null }],
      ...info,
    });
    if (saved.status !== 200) throw new Error(`updatebasicinfo: ${saved.status} ${JSON.stringify(saved.body)}`);
    return saved.body;
  }

  close(): Promise<void> {
    return this.page.context().close();
  }
}

/** The first institution the query names (its first column is the id). */
export async function institution(e2e: E2E, sql: string): Promise<{ id: number; name: string }> {
  const rows = (await e2e.orm.em.fork().getConnection().execute(sql)) as { id: number; name: string }[];
  if (!rows.length) throw new Error(`no institution for: ${sql}`);
  return { id: Number(rows[0].id), name: rows[0].name };
}

/** The helper text MUI shows under a field (its error message). */
export const helperOf = (field: Locator) => field.locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]').locator('.MuiFormHelperText-root');
