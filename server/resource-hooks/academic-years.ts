// The academic-year calls that pick years relative to today (spec 1 §7, spec 2 §7). Answers have the
// shape of the generated /api/academicyear list: the fields plus academicYearId.
import { defineServerOverrides, type Handler, type HandlerContext } from '../crud/types.js';
import { serialize } from '../crud/serialize.js';
import { notFound } from '../http/errors.js';
import { WINDOWS, currentYear, localDay, nextYear, yearsAround, type YearRow } from '../../core/academic-years/year-window.js';
import { academicYearIdFor } from '../../core/academic-years/year-id.js';
import type { RowOf } from '../../core/model/row-type.js';
import type academicYears from '../../resources/academic-years.js';

function allYears(ctx: HandlerContext): Promise<YearRow[]> {
  return ctx.em.find<RowOf<typeof academicYears>>('AcademicYear', {}, { orderBy: { id: 'asc' } });
}

function single(pick: (years: YearRow[], day: string) => YearRow | undefined): Handler {
  return async (ctx) => {
    const day = localDay();
    const year = pick(await allYears(ctx), day);
    if (!year) throw notFound(`No academic year is defined for ${day}.`);
    return serialize(ctx.resource, year, true);
  };
}

function window({ back, ahead }: { back: number; ahead: number }): Handler {
  return async (ctx) => yearsAround(await allYears(ctx), localDay(), back, ahead).map((y) => serialize(ctx.resource, y, true));
}

/** A new year sent without an id gets the one its start date implies; the generic create does the rest. */
function createWithDerivedId(ctx: HandlerContext, generic: Handler) {
  const body = ctx.req.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && (body.id === undefined || body.id === null || body.id === '')) {
    const id = academicYearIdFor(body.startDate);
    if (id !== undefined) ctx.req.body = { ...body, id };
  }
  return generic(ctx);
}

export default defineServerOverrides({
  actions: { create: createWithDerivedId },
  routes: [
    { method: 'GET', path: '/api/academicyear/current', ability: 'authenticated', handler: single(currentYear) },
    { method: 'GET', path: '/api/academicyear/next', ability: 'authenticated', handler: single(nextYear) },
    { method: 'GET', path: '/api/AcademicYear/CurrentAndLastThree', ability: 'authenticated', handler: window(WINDOWS.currentAndLastThree) },
    {
      method: 'GET',
      path: '/api/academicyear/currentlastthreeandonefuture',
      ability: 'authenticated',
      handler: window(WINDOWS.currentLastThreeAndOneFuture),
    },
    { method: 'GET', path: '/api/AcademicYear/FiveYearWindow', ability: 'authenticated', handler: window(WINDOWS.fiveYearWindow) },
  ],
});
