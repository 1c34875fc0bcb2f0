/** A Markdown table as prettier lays it out: every column padded to its widest cell. */
export function markdownTable(rows: readonly (readonly string[])[]): string {
  const widths = rows.reduce<number[]>(
    (widest, row) => row.map((cell, column) => Math.max(widest[column] ?? 0, cell.length)),
    [],
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header, ...body] = rows.map(line);
  return [header, line(widths.map((width) => '-'.repeat(width))), ...body].join('\n');
}
