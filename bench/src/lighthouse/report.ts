// The table, and where a Lighthouse run says the time went.
import type { Result } from 'lighthouse';

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

type TableDetails = { type: string; items?: Record<string, unknown>[] };

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(Math.round(value)) : '';

/** The LCP element and its phases, render-blocking requests, and every audit that loses points. */
export function diagnose(lhr: Result): string[] {
  const lines: string[] = [];
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: TableDetails[] } | undefined;
  const [elementTable, phaseTable] = lcp?.items ?? [];
  const node = elementTable?.items?.[0]?.['node'] as
    { snippet?: string; nodeLabel?: string } | undefined;
  if (node) lines.push(`LCP element: ${node.snippet ?? node.nodeLabel ?? '?'}`);
  if (phaseTable?.items) {
    lines.push(
      `LCP phases: ${phaseTable.items
        .map((phase) => `${text(phase['phase'])} ${text(phase['timing'])} ms`)
        .join(', ')}`,
    );
  }
  const blocking = lhr.audits['render-blocking-resources']?.details as TableDetails | undefined;
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
