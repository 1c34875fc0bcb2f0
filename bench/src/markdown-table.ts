// A bench's results as a Markdown table on stdout, each column as wide as its widest cell.
export function writeTable(header: readonly string[], lines: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (line: readonly string[]) =>
    `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  process.stdout.write(
    `${[format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n')}\n`,
  );
}
