// A notification of several lines (one per course of a bulk action), as the alert area shows it.
import type { ReactNode } from 'react';

export function noticeLines(lines: readonly string[]): ReactNode {
  if (lines.length === 1) return lines[0];
  return (
    <span>
      {lines.map((line, i) => (
        <span key={i} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </span>
  );
}
