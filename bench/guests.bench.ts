// The guests benchmark: a wedding with 10,000 guests on the real server, each figure a ratio to a
// control measured in the same run. Run on demand (see README.md); it is a report and exits 0 when
// a target misses (1 only when the server answers wrongly, i.e. the benchmark itself is broken).
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { parseGuestFile } from '@convite/server/guests/guest-import-file';
import { toGuestDto } from '@convite/server/guests/guest-dto';
import { exportHeaders, mexicoCityTime, TEXT_FORMAT } from '@convite/server/guests/guest-export';
import { createGuestImportRepository } from '@convite/server/guests/guest-import.repository';
import { createGuestsRepository } from '@convite/server/guests/guests.repository';
import { GUESTS_PAGE_SIZE } from '@convite/server/guests/guests.service';
import { guestCouple, uploadCsv } from '@convite/server/testing/guests-test-kit';
import type { Couple } from '@convite/server/testing/wedding-fixtures';
import { startBenchServer } from './src/bench-server.ts';
import { guestCsv, RARE_GUEST, rawGuests, toFields } from './src/guest-data.ts';
import { compare } from './src/timing.ts';
import { scriptArgs } from './src/script-args.ts';
import { writeTable } from './src/markdown-table.ts';

const { values: args } = parseArgs({
  args: scriptArgs(),
  options: {
    smoke: { type: 'boolean', default: false },
    guests: { type: 'string' },
    repetitions: { type: 'string' },
  },
});
const isSmoke = args.smoke === true;
const GUESTS = Number(args.guests ?? (isSmoke ? 200 : 10_000));
const REPS = Number(args.repetitions ?? (isSmoke ? 3 : 25));
const HEAVY_REPS = isSmoke ? 2 : Math.max(3, Math.round(REPS / 4));
const WARM_UP = isSmoke ? 1 : 5;

class BenchError extends Error {}

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new BenchError(`the server answered wrongly: ${what}`);
}

type Row = {
  metric: string;
  ms: number;
  control: string;
  controlMs: number;
  ratio: string;
  target: string;
  result: string;
};

const fixed = (value: number, digits = 1) => value.toFixed(digits);

/** A Writable that keeps the bytes, as app.inject keeps a reply's payload. */
function memorySink(): { stream: Writable; bytes(): Buffer } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

async function main(): Promise<number> {
  const t = await startBenchServer();
  const rows: Row[] = [];
  try {
    const repository = createGuestsRepository(t.app.db);
    const couple = await guestCouple(t);
    const post = (url: string, payload: object, who: Couple = couple) =>
      t.app.inject({
        method: 'POST',
        url: `/v1${url}`,
        payload,
        headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'es' },
      });
    const json = <T>(response: Awaited<ReturnType<typeof post>>, what: string): T => {
      check(response.statusCode === 200, `${what}: HTTP ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };

    const seedStart = performance.now();
    await createGuestImportRepository(t.app.db).insertMany(
      couple.weddingId,
      rawGuests(GUESTS).map(toFields),
    );
    const seedMs = performance.now() - seedStart;
    process.stdout.write(
      `Guests benchmark on ${t.label}: ${GUESTS} guests seeded in ${fixed(seedMs, 0)} ms; ` +
        `median of ${REPS} runs (${HEAVY_REPS} for import and export) after warm-up.\n\n`,
    );

    // Pages: the first against the last.
    const lastPage = Math.ceil(GUESTS / GUESTS_PAGE_SIZE);
    type Page = { guests: { name: string }[]; page: number; totalPages: number };
    const page = (number: number) => async () => {
      const body = json<Page>(
        await post('/guests/get-by-wedding', { weddingId: couple.weddingId, page: number }),
        `page ${number}`,
      );
      check(body.totalPages === lastPage, `totalPages ${body.totalPages}, not ${lastPage}`);
      const expected = number < lastPage ? GUESTS_PAGE_SIZE : GUESTS - (lastPage - 1) * 20;
      check(body.guests.length === expected, `page ${number} has ${body.guests.length} guests`);
    };
    const pages = await compare(
      { first: page(1), last: page(lastPage) },
      { warmUp: WARM_UP, repetitions: REPS },
    );
    const speed = pages.first.median / pages.last.median;
    rows.push({
      metric: `last page (${lastPage})`,
      ms: pages.last.median,
      control: 'first page',
      controlMs: pages.first.median,
      ratio: `${fixed(speed, 2)} (first/last)`,
      target: '≥ 0.5',
      result: speed >= 0.5 ? 'pass' : 'FAIL',
    });

    // Search: a common name (stops at the 50-result limit) and a rare one (walks every guest).
    const search = (text: string, isExpected: (names: string[]) => boolean) => async () => {
      const found = json<{ name: string }[]>(
        await post('/guests/search', { weddingId: couple.weddingId, name: text }),
        `search ${text}`,
      );
      check(isExpected(found.map((guest) => guest.name)), `search "${text}" found ${found.length}`);
    };
    const searches = await compare(
      {
        first: page(1),
        common: search('maria', (names) => names.length > 0 && names.length <= 50),
        rare: search('xochitl', (names) => names.length === 1 && names[0] === RARE_GUEST.name),
      },
      { warmUp: WARM_UP, repetitions: REPS },
    );
    for (const [name, timing] of [
      ['search "maria" (many hits)', searches.common],
      ['search "xochitl" (1 hit)', searches.rare],
    ] as const) {
      rows.push({
        metric: name,
        ms: timing.median,
        control: 'first page',
        controlMs: searches.first.median,
        ratio: `${fixed(timing.median / searches.first.median, 2)}× (search/first)`,
        target: 'report only',
        result: '—',
      });
    }

    // Export: the route against exceljs's streaming writer alone, fed the same cells in memory.
    const cells: (string | number | null)[][] = [];
    // Read apart from the export's own query (one page of every guest, mapped to the API's DTO).
    for (const view of await repository.page(couple.weddingId, 1, GUESTS)) {
      const guest = toGuestDto(view, t.config.invitationUrl);
      cells.push([
        guest.name,
        guest.lastName,
        guest.phone,
        guest.maxGuestsAllowed,
        guest.specialMessage,
        guest.sent ? 'Sí' : 'No',
        'Sin respuesta',
        guest.confirmedGuests,
        guest.foodRestrictions,
        guest.message,
        mexicoCityTime(view.confirmedAt?.toISOString() ?? null),
        guest.code,
        guest.link,
        null,
        mexicoCityTime(guest.createdAt),
        mexicoCityTime(guest.updatedAt),
      ]);
    }
    check(cells.length === GUESTS, `the repository read ${cells.length} guests`);
    let exportBytes = 0;
    let bareBytes = 0;
    const exports = await compare(
      {
        route: async () => {
          const response = await post('/guests/download', { weddingId: couple.weddingId });
          check(response.statusCode === 200, `export: HTTP ${response.statusCode}`);
          check(response.rawPayload.subarray(0, 2).toString() === 'PK', 'export is not a zip');
          exportBytes = response.rawPayload.length;
        },
        bare: async () => {
          const sink = memorySink();
          // The same styles as the route (the Text format on the columns, a bold header).
          const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
            stream: sink.stream,
            useStyles: true,
            useSharedStrings: false,
          });
          const sheet = workbook.addWorksheet('Invitados');
          sheet.columns = exportHeaders('es').map((header, index) => ({
            header,
            key: String(index),
            style: { numFmt: TEXT_FORMAT },
          }));
          sheet.getRow(1).font = { bold: true };
          for (const row of cells) sheet.addRow(row).commit();
          sheet.commit();
          await workbook.commit();
          bareBytes = sink.bytes().length;
        },
      },
      { warmUp: 1, repetitions: HEAVY_REPS },
    );
    const exportRatio = exports.route.median / exports.bare.median;
    rows.push({
      metric: `export ${GUESTS} guests (.xlsx)`,
      ms: exports.route.median,
      control: 'bare exceljs stream',
      controlMs: exports.bare.median,
      ratio: `${fixed(exportRatio, 2)}× (export/bare)`,
      target: '≤ 1.5×',
      result: exportRatio <= 1.5 ? 'pass' : 'FAIL',
    });

    // Import: the upload route (a fresh wedding each run) against parsing the same file alone.
    const csv = guestCsv(rawGuests(GUESTS, 7));
    const parsed = await parseGuestFile(csv);
    check(
      parsed.kind === 'rows' &&
        parsed.rows.every((row) => row.fields !== null) &&
        parsed.rows.length === GUESTS,
      'the CSV does not parse whole',
    );
    const couples: Couple[] = [];
    for (let i = 0; i < 1 + HEAVY_REPS; i += 1) couples.push(await guestCouple(t));
    const imports = await compare(
      {
        route: async () => {
          const who = couples.shift();
          check(who !== undefined, 'no wedding left to import into');
          const body = json<{ successfulRows: number; errorRows: unknown[] }>(
            await uploadCsv(t, who, csv),
            'import',
          );
          check(body.successfulRows === GUESTS, `import saved ${body.successfulRows} rows`);
        },
        parse: async () => parseGuestFile(csv),
      },
      { warmUp: 1, repetitions: HEAVY_REPS },
    );
    rows.push({
      metric: `import ${GUESTS}-row CSV (${fixed(csv.length / 1024, 0)} KB)`,
      ms: imports.route.median,
      control: 'parseGuestFile alone',
      controlMs: imports.parse.median,
      ratio: `${fixed(imports.route.median / imports.parse.median, 2)}× (import/parse)`,
      target: '< 2000 ms',
      result: imports.route.median < 2000 ? 'pass' : 'FAIL',
    });

    printTable(rows);
    process.stdout.write(
      `\nxlsx sizes: route ${fixed(exportBytes / 1024, 0)} KB, bare ${fixed(bareBytes / 1024, 0)} KB.\n`,
    );
    if (isSmoke) process.stdout.write('Smoke run: the figures above are not meaningful.\n');
    return 0;
  } finally {
    await t.close();
  }
}

function printTable(rows: readonly Row[]) {
  const header = ['metric', 'median ms', 'control', 'control ms', 'ratio', 'target', 'result'];
  const lines = rows.map((row) => [
    row.metric,
    fixed(row.ms),
    row.control,
    fixed(row.controlMs),
    row.ratio,
    row.target,
    row.result,
  ]);
  writeTable(header, lines);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(error instanceof BenchError ? 1 : 2);
  },
);
