// The table, and where a Lighthouse run says the time went.
import type { Result } from 'lighthouse';
import { audit } from './lighthouse-run.ts';

export type Row = {
  measure: string;
  invitation: string;
  control: string;
  target: string;
  /** null: reported, no target. */
  isMet: boolean | null;
};

export function printTable(rows: readonly Row[]): void {
  const header = {
    measure: 'measure',
    invitation: 'invitation',
    control: 'control',
    target: 'target',
    met: '',
  };
  const lines = [
    header,
    ...rows.map((row) => ({
      ...row,
      met: row.isMet === null ? '' : row.isMet ? 'met' : 'MISSED',
    })),
  ];
  const width = (key: keyof typeof header) => Math.max(...lines.map((line) => line[key].length));
  const format = (line: (typeof lines)[number]) =>
    [
      line.measure.padEnd(width('measure')),
      line.invitation.padStart(width('invitation')),
      line.control.padStart(width('control')),
      line.target.padEnd(width('target')),
      line.met,
    ].join('  ');
  const [first, ...rest] = lines;
  if (first) console.log(format(first));
  console.log('-'.repeat(format(first ?? header).length));
  for (const line of rest) console.log(format(line));
}

type TableDetails = { type: 'table'; items?: Record<string, unknown>[] };
type NodeDetails = { type: 'node'; snippet?: string; nodeLabel?: string };

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(Math.round(value)) : '';

/**
 * The LCP element and its subparts, render-blocking requests, and every audit that loses points.
 * Lighthouse 13 takes the subparts from the trace as it was recorded, unthrottled: they add up to
 * the observed LCP, not to the simulated one of the table.
 */
export function diagnose(lhr: Result): string[] {
  const lines: string[] = [];
  const lcp = audit(lhr, 'lcp-breakdown-insight').details as
    { items?: (TableDetails | NodeDetails)[] } | undefined;
  const parts = lcp?.items ?? [];
  const node = parts.find((part): part is NodeDetails => part.type === 'node');
  const subparts = parts.find((part): part is TableDetails => part.type === 'table');
  if (node) lines.push(`LCP element: ${node.snippet ?? node.nodeLabel ?? '?'}`);
  if (subparts?.items) {
    lines.push(
      `LCP subparts (observed, unthrottled): ${subparts.items
        .map((subpart) => `${text(subpart['label'])} ${text(subpart['duration'])} ms`)
        .join(', ')}`,
    );
  }
  const blocking = audit(lhr, 'render-blocking-insight').details as TableDetails | undefined;
  for (const item of blocking?.items ?? []) {
    lines.push(
      `render-blocking: ${text(item['url'])} (${text(item['wastedMs'])} ms, ${text(item['totalBytes'])} bytes)`,
    );
  }
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      if (ref.group === 'metrics' || ref.group === 'hidden') continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
        continue;
      lines.push(
        `${categoryId}: ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`,
      );
      const details = audit.details as TableDetails | undefined;
      for (const item of (details?.items ?? []).slice(0, 4)) {
        const where =
          text(item['url']) ||
          (item['node'] as { snippet?: string } | undefined)?.snippet ||
          text(item['label']) ||
          text(item['groupLabel']);
        if (where) lines.push(`    ${where.slice(0, 160)}`);
      }
    }
  }
  return lines;
}
