// Memory under uploads: the built API in a child process of its own, four couples each uploading a
// 40-megapixel cover image at the same moment, round after round, for every kind of largest image
// (see src/upload-images.ts). The API's resident memory is read from /proc: its exact peak in each
// round (VmHWM, reset before the round) and its RSS before and after (once it has settled).
//
//   pnpm --filter @convite/server build
//   DATABASE_URL=postgres://… pnpm --filter @convite/bench uploads
//   … uploads -- --rounds 2 --uploads 4 --settle-ms 3000   the defaults
//   … uploads -- --images mixed            one kind of round (an image's name, or mixed)
//   … uploads -- --dist <folder>           another build of the server, to compare
//   MALLOC_ARENA_MAX=2 … uploads           the API inherits the environment
//
// It prints a table and exits 0 when a target misses (it is a report); it exits 1 when the API
// answers anything but 201 and 2 when the benchmark itself breaks.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ApiAnswerError, callJson, newCouple, type ApiCouple } from './src/api-couple.ts';
import { startApiProcess, type ApiProcess } from './src/api-process.ts';
import { memorySettings } from './src/bench.config.ts';
import { MIB, mib, peakResidentBytes, residentBytes, resetPeak } from './src/process-memory.ts';
import { uploadImages, type UploadImage } from './src/upload-images.ts';
import { scriptArgs } from './src/script-args.ts';
import { writeTable } from './src/markdown-table.ts';

const TARGETS = { peakBytes: 768 * MIB, growthBytes: 100 * MIB };

const { values: args } = parseArgs({
  args: scriptArgs(),
  options: {
    rounds: { type: 'string' },
    uploads: { type: 'string', default: '4' },
    'settle-ms': { type: 'string' },
    images: { type: 'string' },
    dist: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds ?? 2);
const UPLOADS = Number(args.uploads);
const SETTLE_MS = Number(args['settle-ms'] ?? 3000);

type Round = {
  image: string;
  statuses: number[];
  seconds: number;
  before: number;
  peak: number;
  after: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Uploads `image` as `couple`'s cover; returns the status and, when stored, the image's id. */
async function uploadCover(api: ApiProcess, couple: ApiCouple, image: UploadImage) {
  const form = new FormData();
  form.set('type', 'coverImage');
  form.set('weddingId', String(couple.weddingId));
  form.set('image', new Blob([image.bytes], { type: image.contentType }), image.fileName);
  const response = await fetch(`${api.origin}/v1/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${couple.token}`, 'accept-language': 'es' },
    body: form,
  });
  const body = (await response.json()) as { image?: { id: number }; message?: string };
  return { status: response.status, id: body.image?.id, message: body.message };
}

/** Each couple uploads its image at once; the covers stored are deleted again (one cover each). */
async function round(
  api: ApiProcess,
  couples: readonly ApiCouple[],
  images: readonly UploadImage[],
) {
  const answers = await Promise.all(
    couples.map((couple, index) =>
      uploadCover(api, couple, images[index % images.length] as UploadImage),
    ),
  );
  await Promise.all(
    answers.map(async (answer, index) => {
      const couple = couples[index];
      if (answer.id === undefined || couple === undefined) return;
      await callJson(api, 'DELETE', `/images/${answer.id}`, { token: couple.token });
    }),
  );
  return answers;
}

function printTable(rows: readonly Round[]) {
  const header = ['round', 'image', 'answers', 's', 'RSS before', 'peak RSS', 'RSS after'];
  const lines = rows.map((row, index) => [
    String(index + 1),
    row.image,
    row.statuses.join(' '),
    row.seconds.toFixed(1),
    mib(row.before),
    mib(row.peak),
    mib(row.after),
  ]);
  writeTable(header, lines);
}

/** The rounds' uploads: each image on its own, then the mix (three 10 MiB JPEGs waiting in line). */
function roundKinds(images: readonly UploadImage[], chosen: readonly string[] | undefined) {
  const byName = (name: string) => images.find((image) => image.name === name) as UploadImage;
  const kinds = images.map((image) => ({ name: image.name, images: [image] }));
  kinds.push({
    name: 'mixed',
    // The tiny PNG arrives first and is decoded while the JPEGs' bytes wait for their turn.
    images: [
      byName('flat-rgba16-interlaced-png'),
      byName('noise-jpeg'),
      byName('noise-progressive-jpeg'),
      byName('noise-jpeg'),
    ],
  });
  return kinds.filter((kind) => chosen === undefined || chosen.includes(kind.name));
}

async function main(): Promise<number> {
  process.stdout.write('→ Making the images…\n');
  const images = await uploadImages();
  for (const image of images) {
    process.stdout.write(
      `  ${image.name.padEnd(27)} ${(image.bytes.length / 1024).toFixed(0).padStart(6)} KiB  ${image.description}\n`,
    );
  }
  const kinds = roundKinds(
    images,
    args.images?.split(',').map((name) => name.trim()),
  );
  if (kinds.length === 0) throw new Error('--images names none of the images, nor "mixed"');

  const api = await startApiProcess(args.dist === undefined ? undefined : path.resolve(args.dist));
  const settings = memorySettings();
  process.stdout.write(
    `→ Started the API (${path.relative(process.cwd(), api.main)} on ${api.database}; ` +
      `${settings.length === 0 ? 'no malloc or Node memory settings' : settings.join(' ')}): ` +
      `RSS ${mib(residentBytes(api.pid))} MiB.\n`,
  );
  try {
    const couples: ApiCouple[] = [];
    for (let index = 0; index < UPLOADS; index += 1) {
      couples.push(await newCouple(api, `uploads-${index + 1}`));
    }
    // Warm-up: one small cover each, so libvips is loaded and every route has run once.
    const small = images.find((image) => image.name === 'flat-palette-png') as UploadImage;
    for (const answer of await round(api, couples, [small])) {
      if (answer.status !== 201) throw new ApiAnswerError(`warm-up: HTTP ${answer.status}`);
    }
    await sleep(SETTLE_MS);
    const baseline = residentBytes(api.pid);
    process.stdout.write(
      `→ ${UPLOADS} couples, each uploading a cover at once; ${ROUNDS} round(s) of each kind, ` +
        `${SETTLE_MS} ms to settle after each. RSS after warm-up: ${mib(baseline)} MiB.\n\n`,
    );

    const rows: Round[] = [];
    for (const kind of kinds) {
      for (let repetition = 0; repetition < ROUNDS; repetition += 1) {
        resetPeak(api.pid);
        const before = residentBytes(api.pid);
        const started = performance.now();
        const answers = await round(api, couples, kind.images);
        const seconds = (performance.now() - started) / 1000;
        const peak = peakResidentBytes(api.pid);
        await sleep(SETTLE_MS);
        rows.push({
          image: kind.name,
          statuses: answers.map((answer) => answer.status),
          seconds,
          before,
          peak,
          after: residentBytes(api.pid),
        });
        const refused = answers.find((answer) => answer.status !== 201);
        if (refused !== undefined) {
          printTable(rows);
          throw new ApiAnswerError(`${kind.name}: HTTP ${refused.status} ${refused.message}`);
        }
      }
    }
    printTable(rows);

    const peak = Math.max(...rows.map((row) => row.peak));
    const final = rows.at(-1)?.after ?? baseline;
    const growth = final - baseline;
    const verdict = (isMet: boolean) => (isMet ? 'met' : 'MISSED');
    process.stdout.write(
      `\npeak RSS ${mib(peak)} MiB (target < ${mib(TARGETS.peakBytes)}): ` +
        `${verdict(peak < TARGETS.peakBytes)}\n` +
        `growth ${mib(growth)} MiB: ${mib(baseline)} after warm-up → ${mib(final)} after the last ` +
        `round (target < ${mib(TARGETS.growthBytes)}): ${verdict(growth < TARGETS.growthBytes)}\n`,
    );
    return 0;
  } finally {
    await api.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const cause =
      error instanceof Error && error.cause !== undefined
        ? `\n  caused by: ${String(error.cause)}`
        : '';
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}${cause}\n`,
    );
    process.exit(error instanceof ApiAnswerError ? 1 : 2);
  },
);
