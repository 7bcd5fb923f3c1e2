// The web build's figures (docs/performance.md), as rows of bench/run.sh's
// table, each a median:
//   node bench/web_bench.mjs SITE [RUNS]      (tools/web.sh build first)
// - the size of SITE as a server sends it (gzip -9 of every file), without
//   the recorded clips and the clips alone;
// - headless Chromium on this machine, SITE served from 127.0.0.1: the time
//   from navigation to the first painted frame of the home screen (a fresh
//   browser profile each run: nothing cached), and the memory of the
//   browser's processes (the sum of their PSS, /proc/PID/smaps_rollup) with
//   the home screen up, 3 s after its first frame, beside the same browser
//   on about:blank (what Chromium itself takes; the web peer cannot be
//   fetched from this machine, which reaches no web site).
// playwright-core comes from tests/web/node_modules (tools/web.sh test
// installs it).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import url from 'node:url';

const here = path.dirname(url.fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../tests/web/package.json'));
const { chromium } = require('playwright-core');

const site = path.resolve(process.argv[2] || path.join(here, '../build-web/site'));
const runs = Number(process.argv[3] || 7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

// --- size ------------------------------------------------------------------
let app = 0, clips = 0, raw = 0;
// Every file below SITE (Debian 12's Node 18 has no recursive readdir).
const files = (folder) => fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
  entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)]);
for (const full of files(site)) {
  const file = path.relative(site, full);
  const bytes = fs.readFileSync(full);
  raw += bytes.length;
  const sent = zlib.gzipSync(bytes, { level: 9 }).length;
  if (file.startsWith('clips')) clips += sent;
  else app += sent;
}

// --- a server, a browser --------------------------------------------------------
const { serveSite, chromiumOptions } = await import(url.pathToFileURL(path.join(here, '../tests/web/local_site.mjs')));
const served = await serveSite(site);
const address = served.url;

function descendants(root) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch { /* gone meanwhile */ }
  }
  const all = [root];
  for (let i = 0; i < all.length; ++i) all.push(...(children.get(all[i]) || []));
  return all;
}
function pssMegabytes(root) {
  let kilobytes = 0;
  for (const pid of descendants(root)) {
    try {
      const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      kilobytes += Number(/^Pss:\s+(\d+)/m.exec(rollup)[1]);
    } catch { /* gone meanwhile */ }
  }
  return kilobytes / 1024;
}

const firstFrames = [], memory = [], blank = [];
for (let run = 0; run < runs; ++run) {
  const server = await chromium.launchServer(chromiumOptions);
  const browser = await chromium.connect(server.wsEndpoint());
  const page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  // The same browser on an empty page first: what Chromium itself takes.
  await page.goto('about:blank');
  await page.waitForTimeout(3000);
  blank.push(pssMegabytes(server.process().pid));
  await page.goto(address);
  await page.waitForFunction(() => window.shnFirstFrameTime !== undefined, null, { timeout: 60000 });
  // From the start of navigation (performance's time origin) to the frame.
  firstFrames.push(await page.evaluate(() => window.shnFirstFrameTime));
  if (process.env.SHN_BENCH_MARKS)
    console.error(await page.evaluate(() => JSON.stringify(performance.getEntriesByType('mark')
      .map((mark) => [mark.name, Math.round(mark.startTime)]).concat(
        performance.getEntriesByType('resource').map((r) => [r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd)])))));
  await page.waitForTimeout(3000);
  memory.push(pssMegabytes(server.process().pid));
  await browser.close();
  await server.close();
}
served.close();

const row = (figure, value, count, target) => console.log(`| ${figure} | ${value} | ${count} | ${target} |`);
row('web: build-web/site/ without the clips, gzip -9 as a server sends it, MB', (app / 1e6).toFixed(2), '(size)', '<= 3');
row('web: the recorded clips (every voice: clips-*.data), gzip -9, MB', (clips / 1e6).toFixed(2), '(size)', '');
row('web: build-web/site/ on disk, uncompressed, MB', (raw / 1e6).toFixed(2), '(size)', '');
row('web: navigation to the first frame of the home screen, headless Chromium, 127.0.0.1, ms',
    median(firstFrames).toFixed(0), `${runs} fresh profiles`, '< 1000');
row('web: memory of the browser\'s processes (PSS) on the home screen, MB',
    median(memory).toFixed(1), `${runs} fresh profiles`, '');
row('web: the same browser on an empty page (about:blank), PSS, MB',
    median(blank).toFixed(1), `${runs} fresh profiles`, '');
