// The printable seating chart: Letter pages with the couple's names and day, one list per table in
// the couple's order (an over-full table flagged), the people still without a table, then every
// seated guest in alphabetical (Spanish) order with their table, for the venue's entrance.
// Lists flow down two columns and onto more pages; a table or a letter split by a column break
// repeats its heading, "(continúa)".
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { Language } from '@convite/i18n/server-texts';
import { LETTER as PAGE } from '../../content-kit/pdf-cards.ts';
import { BOLD, ITALIC, line, printable, REGULAR } from '../../content-kit/pdf-text.ts';
import {
  INK,
  wordsIn,
  type PrintedPerson,
  type PrintedTable,
  type PrintWords,
  type SeatingPrint,
} from './seating-print.ts';

const MARGIN = 54;
/** Where a page's content begins below the running header (pages after the first). */
const CONTENT_TOP = 66;
const CONTENT_BOTTOM = PAGE.height - 54;
const GUTTER = 28;
const COLUMN_WIDTH = (PAGE.width - 2 * MARGIN - GUTTER) / 2;
const ROW = 15;
const TABLE_GAP = 16;
const NUMBER_WIDTH = 16;
const TABLE_HEADER = 22;
const OVER_FULL_LINE = 13;
const SECTION_HEADER = 30;

/**
 * Where the next line goes: down the left column, then the right one, then a new page. `top` is
 * where both columns begin on this page (below a section's heading on the page where it starts).
 */
class ColumnFlow {
  private column = 0;
  private top: number;
  y: number;
  /** The lowest point drawn on this page, where a full-width heading may follow. */
  lowest: number;

  constructor(
    private readonly newPage: () => void,
    top: number,
  ) {
    this.top = top;
    this.y = top;
    this.lowest = top;
  }

  get x(): number {
    return MARGIN + this.column * (COLUMN_WIDTH + GUTTER);
  }

  /** Whether `height` more fits in this column. */
  fits(height: number): boolean {
    return this.y + height <= CONTENT_BOTTOM;
  }

  /** Whether `height` fits in a column of its own (a fresh page's). */
  static fitsAnyColumn(height: number): boolean {
    return height <= CONTENT_BOTTOM - CONTENT_TOP;
  }

  advance(height: number): number {
    const at = this.y;
    this.y += height;
    this.lowest = Math.max(this.lowest, this.y);
    return at;
  }

  nextColumn(): void {
    if (this.column === 0) {
      this.column = 1;
    } else {
      this.newPage();
      this.column = 0;
      this.top = CONTENT_TOP;
      this.lowest = CONTENT_TOP;
    }
    this.y = this.top;
  }

  /** Starts a full-width block of `height` below everything on this page (on a new page if need be). */
  fullWidth(height: number, after: number): number {
    let at = this.lowest + after;
    if (at + height > CONTENT_BOTTOM) {
      this.newPage();
      at = CONTENT_TOP;
    }
    this.column = 0;
    this.top = at + height;
    this.y = this.top;
    this.lowest = this.top;
    return at;
  }
}

type Entry = { name: string; table: string; order: number; isCompanion: boolean };

/** The first letter a guest is filed under: Spanish keeps Ñ, any other accent is dropped. */
function initialOf(name: string): string {
  const first = Array.from(printable(name))[0]?.toLocaleUpperCase('es') ?? '';
  if (first === 'Ñ') return first;
  const plain = first.normalize('NFD').replace(/\p{M}/gu, '');
  return /\p{L}/u.test(plain) ? plain : '#';
}

/** Every seated person with their table, in Spanish alphabetical order (accents ignored). */
export function guestIndex(tables: readonly PrintedTable[], words: PrintWords): Entry[] {
  const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
  return tables
    .flatMap((table, order) =>
      table.people.map((person) => ({
        name: printable(words.person(person)),
        table: words.table(table.name),
        order,
        isCompanion: person.name === null,
      })),
    )
    .sort((a, b) => collator.compare(a.name, b.name) || a.order - b.order);
}

export async function writeSeatingChart(
  output: Writable,
  chart: SeatingPrint,
  language: Language,
): Promise<void> {
  const words = wordsIn(language);
  const { say } = words;
  const day = words.date(chart.date);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0, // the layout keeps its own margins, so pdfkit never adds a page by itself
    autoFirstPage: false,
    bufferPages: true, // to number the pages once all are drawn
    info: { Title: `${chart.couple} · ${say('chartTitle')}` },
  });
  doc.pipe(output);
  const width = PAGE.width - 2 * MARGIN;

  const rule = (x1: number, x2: number, y: number, color: string, thickness = 0.6) =>
    doc
      .save()
      .lineWidth(thickness)
      .strokeColor(color)
      .moveTo(x1, y)
      .lineTo(x2, y)
      .stroke()
      .restore();

  const newPage = () => {
    doc.addPage();
    line(
      doc,
      chart.couple,
      { x: MARGIN, y: 34, width: width / 2 },
      { name: BOLD, size: 9, min: 7, color: INK.text, align: 'left', isBaselineKept: true },
    );
    line(
      doc,
      `${say('chartTitle')} · ${day}`,
      { x: MARGIN + width / 2, y: 34.5, width: width / 2 },
      { name: REGULAR, size: 8.5, min: 7, color: INK.muted, align: 'right' },
    );
    rule(MARGIN, PAGE.width - MARGIN, 48, INK.faint);
  };

  // The first page: the couple's names, the chart's name and day, what is on it.
  doc.addPage();
  line(
    doc,
    chart.couple,
    { x: MARGIN, y: 52, width },
    { name: BOLD, size: 26, min: 14, color: INK.text },
  );
  line(
    doc,
    `${say('chartTitle')} · ${day}`,
    { x: MARGIN, y: 88, width },
    { name: REGULAR, size: 11.5, min: 8, color: INK.accent },
  );
  const seated = chart.tables.reduce((sum, table) => sum + table.people.length, 0);
  line(
    doc,
    say('summary', {
      tables: words.tables(chart.tables.length),
      seated: words.people(seated),
      unseated: words.people(chart.unseated.length),
    }),
    { x: MARGIN, y: 108, width },
    { name: REGULAR, size: 9, min: 7, color: INK.muted },
  );
  rule(PAGE.width / 2 - 60, PAGE.width / 2 + 60, 128, INK.accent, 0.8);
  const flow = new ColumnFlow(newPage, 146);

  const sectionHeading = (title: string) => {
    const y = flow.fullWidth(SECTION_HEADER, 10);
    line(
      doc,
      title,
      { x: MARGIN, y, width },
      { name: BOLD, size: 14, min: 10, color: INK.accent, align: 'left', isBaselineKept: true },
    );
    rule(MARGIN, PAGE.width - MARGIN, y + 19, INK.faint);
  };

  const personRow = (person: PrintedPerson, number: number) => {
    const x = flow.x;
    const y = flow.advance(ROW);
    line(
      doc,
      String(number),
      { x, y: y + 1.5, width: NUMBER_WIDTH - 4 },
      { name: REGULAR, size: 7.5, min: 6, color: INK.faint, align: 'right' },
    );
    const tags = [
      person.isChild ? say('child') : '',
      person.attending ? '' : say('notConfirmed'),
    ].filter(Boolean);
    const tag = tags.join(' · ');
    const tagWidth = tag === '' ? 0 : doc.font(ITALIC).fontSize(8).widthOfString(tag) + 8;
    const isCompanion = person.name === null;
    line(
      doc,
      words.person(person),
      { x: x + NUMBER_WIDTH, y, width: COLUMN_WIDTH - NUMBER_WIDTH - tagWidth },
      {
        name: isCompanion ? ITALIC : REGULAR,
        size: 10,
        min: 8.5,
        color: isCompanion ? INK.muted : INK.text,
        align: 'left',
        isBaselineKept: true,
      },
    );
    if (tag !== '') {
      line(
        doc,
        tag,
        { x: x + COLUMN_WIDTH - tagWidth, y: y + 1.5, width: tagWidth },
        { name: ITALIC, size: 8, min: 6, color: INK.muted, align: 'right' },
      );
    }
  };

  const tableHeader = (table: PrintedTable, isContinued: boolean) => {
    const x = flow.x;
    const isOverFull = table.people.length > table.seats;
    const y = flow.advance(TABLE_HEADER);
    const counts = `${words.people(table.people.length)} · ${words.seats(table.seats)}`;
    const countsWidth = doc.font(REGULAR).fontSize(8.5).widthOfString(counts) + 8;
    const name = words.table(table.name);
    line(
      doc,
      isContinued ? `${name} ${say('continued')}` : name,
      { x, y, width: COLUMN_WIDTH - countsWidth },
      { name: BOLD, size: 12, min: 10, color: INK.text, align: 'left', isBaselineKept: true },
    );
    line(
      doc,
      counts,
      { x: x + COLUMN_WIDTH - countsWidth, y: y + 3, width: countsWidth },
      {
        name: isOverFull ? BOLD : REGULAR,
        size: 8.5,
        min: 7,
        color: isOverFull ? INK.alert : INK.muted,
        align: 'right',
      },
    );
    rule(x, x + COLUMN_WIDTH, y + 17, INK.accent, 0.6);
    if (isOverFull && !isContinued) {
      const flagY = flow.advance(OVER_FULL_LINE);
      line(
        doc,
        say('overFull', { people: words.people(table.people.length - table.seats) }),
        { x, y: flagY, width: COLUMN_WIDTH },
        { name: BOLD, size: 8.5, min: 7, color: INK.alert, align: 'left', isBaselineKept: true },
      );
    }
  };

  const note = (text: string) => {
    const x = flow.x;
    const y = flow.advance(ROW);
    line(
      doc,
      text,
      { x: x + NUMBER_WIDTH, y, width: COLUMN_WIDTH - NUMBER_WIDTH },
      { name: ITALIC, size: 9.5, min: 7, color: INK.muted, align: 'left', isBaselineKept: true },
    );
  };

  // One list per table: kept whole in a column when it fits one, else split with its heading again.
  for (const table of chart.tables) {
    const isOverFull = table.people.length > table.seats;
    const header = TABLE_HEADER + (isOverFull ? OVER_FULL_LINE : 0);
    const rows = Math.max(table.people.length, 1);
    const whole = header + rows * ROW;
    if (!flow.fits(whole) && (ColumnFlow.fitsAnyColumn(whole) || !flow.fits(header + 3 * ROW))) {
      flow.nextColumn();
    }
    tableHeader(table, false);
    if (table.people.length === 0) note(say('emptyTable'));
    for (const [index, person] of table.people.entries()) {
      if (!flow.fits(ROW)) {
        flow.nextColumn();
        tableHeader(table, true);
      }
      personRow(person, index + 1);
    }
    flow.advance(TABLE_GAP);
  }

  // The people who come and have no table yet.
  sectionHeading(
    chart.unseated.length === 0
      ? say('unseatedTitle')
      : `${say('unseatedTitle')} (${chart.unseated.length})`,
  );
  if (chart.unseated.length === 0) note(say('everyoneSeated'));
  for (const [index, person] of chart.unseated.entries()) {
    if (!flow.fits(ROW)) flow.nextColumn();
    personRow(person, index + 1);
  }
  flow.advance(TABLE_GAP);

  // The index: every seated guest, A to Z, with their table; each letter headed.
  const index = guestIndex(chart.tables, words);
  if (index.length > 0) {
    sectionHeading(say('indexTitle'));
    let letter: string | null = null;
    const letterHeading = (text: string) => {
      const y = flow.advance(ROW + 5);
      line(
        doc,
        text,
        { x: flow.x, y: y + 4, width: COLUMN_WIDTH },
        { name: BOLD, size: 10.5, min: 8, color: INK.accent, align: 'left', isBaselineKept: true },
      );
    };
    for (const entry of index) {
      const initial = initialOf(entry.name);
      const isNewLetter = initial !== letter;
      if (!flow.fits(isNewLetter ? 2 * ROW + 5 : ROW)) {
        flow.nextColumn();
        if (!isNewLetter) letterHeading(`${initial} ${say('continued')}`);
      }
      if (isNewLetter) letterHeading(initial);
      letter = initial;
      const x = flow.x;
      const y = flow.advance(ROW);
      const tableWidth = Math.min(
        doc.font(BOLD).fontSize(9).widthOfString(printable(entry.table)) + 2,
        COLUMN_WIDTH * 0.45,
      );
      const nameRoom = COLUMN_WIDTH - tableWidth - 10;
      line(
        doc,
        entry.name,
        { x, y, width: nameRoom },
        {
          name: entry.isCompanion ? ITALIC : REGULAR,
          size: 10,
          min: 8.5,
          color: entry.isCompanion ? INK.muted : INK.text,
          align: 'left',
          isBaselineKept: true,
        },
      );
      // The name's width in the font and size it was just printed in.
      const nameEnd = x + Math.min(doc.widthOfString(entry.name), nameRoom);
      line(
        doc,
        entry.table,
        { x: x + COLUMN_WIDTH - tableWidth, y: y + 1, width: tableWidth },
        { name: BOLD, size: 9, min: 8, color: INK.text, align: 'right', isBaselineKept: true },
      );
      // Dotted leaders from the name to its table.
      if (x + COLUMN_WIDTH - tableWidth - 4 > nameEnd + 6) {
        doc
          .save()
          .lineWidth(0.7)
          .lineCap('round')
          .dash(0.1, { space: 2.6 })
          .strokeColor(INK.faint)
          .moveTo(nameEnd + 4, y + 9)
          .lineTo(x + COLUMN_WIDTH - tableWidth - 4, y + 9)
          .stroke()
          .restore();
      }
    }
  }

  // Page numbers, now that the pages are counted.
  const pages = doc.bufferedPageRange();
  for (let page = 0; page < pages.count; page += 1) {
    doc.switchToPage(pages.start + page);
    line(
      doc,
      say('page', { page: page + 1, pages: pages.count }),
      { x: MARGIN, y: PAGE.height - 36, width },
      { name: REGULAR, size: 8, min: 7, color: INK.muted },
    );
  }
  doc.end();
  await finished(output, { readable: false });
}
