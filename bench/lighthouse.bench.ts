// The public invitation on a phone, measured: Lighthouse (default mobile mode) against the demo
// guest's personal link and against a control page (the same cover picture, name and date in a bare
// static page), interleaved, medians printed beside the targets of issue 5; then axe-core, tap
// target sizes and Tab reachability once. Starts its own API and invitation server from the builds.
//
//   pnpm turbo run build --filter=@convite/server --filter=@convite/invitation
//   pnpm --filter @convite/bench lighthouse [-- --runs 5] [-- --keep-reports]
//
// It exits 0 when a target misses (it is a report) and 1 only when something broke.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startControlPage } from './src/lighthouse/control-page.ts';
import { runLighthouse, type RunFigures } from './src/lighthouse/lighthouse-run.ts';
import { checkPage, MIN_TARGET_PX } from './src/lighthouse/page-checks.ts';
import { diagnose, printTable, type Row } from './src/lighthouse/report.ts';
import { median } from './src/timing.ts';
import { startStack, StackError } from './src/demo-stack.ts';
import { scriptArgs } from './src/script-args.ts';

const TARGETS = {
  performance: 95,
  accessibility: 100,
  lcpRatio: 1.2,
  cls: 0.05,
  initialJsGzipBytes: 130 * 1024,
};

async function gzipBytesOf(urls: readonly string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    sizes.set(url, gzipSync(Buffer.from(await response.arrayBuffer())).length);
  }
  return sizes;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: scriptArgs(),
    options: {
      runs: { type: 'string', default: '5' },
      'keep-reports': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');

  console.log('→ Starting the API (migrated, demo seeded) and the invitation server…');
  const stack = await startStack();
  try {
    const slug = new URL(stack.bareLink).pathname.slice(1);
    const invitationHead = await fetch(stack.guestLink);
    await invitationHead.arrayBuffer();
    const control = await startControlPage({
      apiOrigin: stack.apiOrigin,
      slug,
      htmlCacheControl: invitationHead.headers.get('cache-control'),
    });
    try {
      console.log(`  invitation: ${stack.guestLink}`);
      console.log(`  control:    ${control.url} (cover ${control.coverBytes} bytes)`);

      const figures: { invitation: RunFigures[]; control: RunFigures[] } = {
        invitation: [],
        control: [],
      };
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`→ Lighthouse run ${run}/${runs}: invitation…`);
        figures.invitation.push(await runLighthouse(stack.guestLink));
        process.stdout.write(' control…');
        figures.control.push(await runLighthouse(control.url));
        const last = figures.invitation.at(-1);
        console.log(
          ` (invitation: perf ${last?.performance}, LCP ${Math.round(last?.lcpMs ?? 0)} ms)`,
        );
      }

      const scriptUrls = [
        ...new Set(figures.invitation.flatMap((run) => run.initialScripts.map((s) => s.url))),
      ];
      const gzipSizes = await gzipBytesOf(scriptUrls);
      const jsGzip = (run: RunFigures) =>
        run.initialScripts.reduce((sum, script) => sum + (gzipSizes.get(script.url) ?? 0), 0);
      const jsWire = (run: RunFigures) =>
        run.initialScripts.reduce((sum, script) => sum + script.transferBytes, 0);

      const of = (key: 'invitation' | 'control', pick: (run: RunFigures) => number) =>
        median(figures[key].map(pick));
      const lcp = {
        invitation: of('invitation', (r) => r.lcpMs),
        control: of('control', (r) => r.lcpMs),
      };
      const lcpRatio = lcp.invitation / lcp.control;
      const rows: Row[] = [
        {
          measure: 'performance score',
          invitation: of('invitation', (r) => r.performance).toFixed(0),
          control: of('control', (r) => r.performance).toFixed(0),
          target: `≥ ${TARGETS.performance}`,
          isMet: of('invitation', (r) => r.performance) >= TARGETS.performance,
        },
        {
          measure: 'accessibility score',
          invitation: of('invitation', (r) => r.accessibility).toFixed(0),
          control: of('control', (r) => r.accessibility).toFixed(0),
          target: `${TARGETS.accessibility}`,
          isMet: of('invitation', (r) => r.accessibility) >= TARGETS.accessibility,
        },
        {
          measure: 'LCP (ms)',
          invitation: `${lcp.invitation.toFixed(0)} (${lcpRatio.toFixed(2)}×)`,
          control: lcp.control.toFixed(0),
          target: `≤ ${TARGETS.lcpRatio}× control`,
          isMet: lcpRatio <= TARGETS.lcpRatio,
        },
        {
          measure: 'FCP (ms)',
          invitation: of('invitation', (r) => r.fcpMs).toFixed(0),
          control: of('control', (r) => r.fcpMs).toFixed(0),
          target: 'report only',
          isMet: null,
        },
        {
          measure: 'CLS',
          invitation: of('invitation', (r) => r.cls).toFixed(3),
          control: of('control', (r) => r.cls).toFixed(3),
          target: `< ${TARGETS.cls}`,
          isMet: of('invitation', (r) => r.cls) < TARGETS.cls,
        },
        {
          measure: 'TBT (ms)',
          invitation: of('invitation', (r) => r.tbtMs).toFixed(0),
          control: of('control', (r) => r.tbtMs).toFixed(0),
          target: 'report only',
          isMet: null,
        },
        {
          measure: 'initial JS (KB gzip)',
          invitation: `${(of('invitation', jsGzip) / 1024).toFixed(1)} (wire ${(of('invitation', jsWire) / 1024).toFixed(1)})`,
          control: (of('control', jsWire) / 1024).toFixed(1),
          target: `≤ ${TARGETS.initialJsGzipBytes / 1024}`,
          isMet: of('invitation', jsGzip) <= TARGETS.initialJsGzipBytes,
        },
      ];
      console.log(
        `\nLighthouse ${figures.invitation[0]?.lhr.lighthouseVersion}, default mobile mode, medians of ${runs} runs each:\n`,
      );
      printTable(rows);
      console.log('\nInitial scripts (gzip bytes):');
      for (const url of scriptUrls)
        console.log(`  ${String(gzipSizes.get(url)).padStart(8)}  ${url}`);

      const medianRun = [...figures.invitation].sort((a, b) => a.lcpMs - b.lcpMs)[
        Math.floor(figures.invitation.length / 2)
      ];
      if (medianRun) {
        console.log('\nWhere the invitation spends its time (the median-LCP run):');
        for (const line of diagnose(medianRun.lhr)) console.log(`  ${line}`);
      }

      if (values['keep-reports']) {
        const dir = path.join(import.meta.dirname, '.lighthouse');
        mkdirSync(dir, { recursive: true });
        for (const key of ['invitation', 'control'] as const) {
          figures[key].forEach((run, index) =>
            writeFileSync(path.join(dir, `${key}-${index + 1}.json`), JSON.stringify(run.lhr)),
          );
        }
        console.log(`\nLighthouse JSON reports written to ${dir}/`);
      }

      console.log('\n→ axe-core, tap targets and Tab order on the invitation (412×823, phone)…');
      const checks = await checkPage(stack.guestLink);
      const serious = checks.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      const others = checks.violations.length - serious.length;
      console.log(
        `axe-core: ${serious.length} serious or critical violation(s)${others > 0 ? `, ${others} moderate or minor` : ''}.`,
      );
      for (const violation of checks.violations) {
        console.log(`  [${violation.impact}] ${violation.id}: ${violation.help}`);
        for (const target of violation.targets.slice(0, 5)) console.log(`      ${target}`);
      }
      console.log(
        `Tap targets: ${checks.targets.length} controls, ${checks.smallTargets.length} under ${MIN_TARGET_PX}×${MIN_TARGET_PX} px.`,
      );
      for (const target of checks.smallTargets) {
        console.log(
          `  ${target.width}×${target.height}  ${target.what}${target.isInline ? '  (link inside a sentence)' : ''}`,
        );
      }
      console.log(`Keyboard: ${checks.notReachable.length} control(s) Tab never reaches.`);
      for (const target of checks.notReachable) console.log(`  ${target.what}`);
      return 0;
    } finally {
      await control.stop();
    }
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof StackError ? error.message : ((error as Error).stack ?? String(error));
    console.error(`\n✗ ${message}`);
    process.exit(1);
  },
);
