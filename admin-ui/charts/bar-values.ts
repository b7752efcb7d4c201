// Every chart bar carries its figure (a bar without one is a guess at an axis): one series' bars show
// their value just past their end; stacked bars show each segment's value inside it where the text
// fits, and the stack's total past its end. The chart clips what is drawn past its plot, so the value
// axis ends far enough past the longest bar for its figure (axisEndWithRoom, useRoomForFigures). Only
// types come from the charts library, so this module costs nothing in a bundle without a chart.
import type { BarItem, BarLabelContext, BarLabelOwnerState, BarSeries } from '@mui/x-charts/BarChart';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export type BarLayout = 'horizontal' | 'vertical';
type Format = (value: number) => string;

// a number format, never toLocaleString: the one-clock check forbids it, as it formats dates too
const COUNT = new Intl.NumberFormat('en-US');
export const formatCount: Format = (value) => COUNT.format(value);

/** A series' bars, each with its value past its end (0 included); `null`, no figure, shows nothing. */
export function valueAtEnd(format: Format = formatCount): Pick<BarSeries, 'barLabel' | 'barLabelPlacement'> {
  return { barLabel: (item: BarItem) => (item.value === null ? null : format(item.value)), barLabelPlacement: 'outside' };
}

/** A figure's width in px: about 7.5 px a character of the labels' body2 type, and a little air around. */
const textWidth = (text: string) => text.length * 7.5 + 8;

const fitsInside = (text: string, { bar }: BarLabelContext, layout: BarLayout) =>
  (layout === 'horizontal' ? bar.width : bar.height) >= textWidth(text) && (layout === 'horizontal' ? bar.height : bar.width) >= 14;

/** Where a bar ends on the value axis and the figure drawn past that end. */
export interface BarFigure {
  end: number;
  label: string;
}

export type ValueScale = 'linear' | 'symlog';

/**
 * The value axis' end that leaves `room` px (by default the figure's width) past each bar in a plot
 * `plotLength` px long; undefined (the chart's own choice) before the plot is measured or when no
 * bar has a figure. On a symlog axis (constant 1) a value sits at log(1 + value).
 */
export function axisEndWithRoom(figures: readonly BarFigure[], plotLength: number, scale: ValueScale = 'linear', room?: number): number | undefined {
  const ends = figures.filter((f) => f.end > 0 && f.label);
  if (!ends.length || plotLength <= 0) return undefined;
  const needed = ends.map((f) => {
    // the share of the axis the bar may take; never under a half, however narrow the plot
    const share = Math.max(0.5, (plotLength - (room ?? textWidth(f.label))) / plotLength);
    return scale === 'linear' ? f.end / share : Math.expm1(Math.log1p(f.end) / share);
  });
  return Math.max(...needed);
}

/** the chart's default margins (20 px a side) around the plot */
const CHART_MARGINS = 40;

/**
 * For a horizontal bar chart: the ref of the box it is drawn in and the end of its value axis that
 * leaves room past each bar for its figure, for the box's width as laid out.
 */
export function useRoomForFigures<T extends HTMLElement>(figures: readonly BarFigure[], axisWidth: number, scale: ValueScale = 'linear'): { ref: RefObject<T>; max: number | undefined } {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    setWidth(box.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, max: axisEndWithRoom(figures, width - axisWidth - CHART_MARGINS, scale) };
}

/** The figures of stacked series: each stack's total past its end. */
export function stackFigures(series: readonly BarSeries[], format: Format = formatCount): BarFigure[] {
  const length = Math.max(0, ...series.map((s) => s.data?.length ?? 0));
  return Array.from({ length }, (_, i) => {
    const end = series.reduce((n, s) => n + (s.data?.[i] ?? 0), 0);
    return { end, label: end ? format(end) : '' };
  });
}

/** The figures of a series' bars, each past its own end. */
export const seriesFigures = (data: readonly (number | null)[], format: Format = formatCount): BarFigure[] =>
  data.map((v) => ({ end: v ?? 0, label: v === null ? '' : format(v) }));

const INSIDE = 'inside-';
const TOTAL = 'total-';

/**
 * Stacked series with their figures: each segment's value inside it where it fits (the table beneath
 * a chart has every figure), and after the last one a series of zero-length bars, out of the legend
 * and the tooltip, whose labels are the stacks' totals.
 */
export function withStackValues(series: BarSeries[], layout: BarLayout, format: Format = formatCount): BarSeries[] {
  const labelled = series.map((s, i) => ({
    ...s,
    id: `${INSIDE}${s.id ?? i}`,
    barLabel: (item: BarItem, context: BarLabelContext) => {
      if (!item.value) return null;
      const text = format(item.value);
      return fitsInside(text, context, layout) ? text : null;
    },
    barLabelPlacement: 'center' as const,
  }));
  const stacks = [...new Set(series.map((s) => s.stack).filter((s): s is string => s !== undefined))];
  const totals = stacks.map((stack): BarSeries => {
    const members = series.filter((s) => s.stack === stack);
    const length = Math.max(...members.map((s) => s.data?.length ?? 0));
    const sums = Array.from({ length }, (_, i) => members.reduce((n, s) => n + (s.data?.[i] ?? 0), 0));
    return {
      id: `${TOTAL}${stack}`,
      stack,
      // the default ("diverging") puts a zero-length bar at the origin; stacked end to end, it sits at the stack's end
      stackOffset: 'none',
      data: sums.map(() => 0),
      valueFormatter: () => null,
      barLabel: (item: BarItem) => (sums[item.dataIndex] ? format(sums[item.dataIndex]) : null),
      barLabelPlacement: 'outside',
    };
  });
  return [...labelled, ...totals];
}

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * The chart's `slotProps.barLabel`: a figure inside a segment is white or black, whichever reads
 * better on the segment's colour; a figure past a bar keeps the text colour.
 */
export function barLabelProps(ownerState: BarLabelOwnerState) {
  if (!String(ownerState.seriesId).startsWith(INSIDE) || !/^#[0-9a-f]{6}$/i.test(ownerState.color)) return {};
  // white against the colour, or black: the larger contrast of the two
  const l = luminance(ownerState.color);
  return { style: { fill: (1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#fff' : '#000') } };
}
