// What a tablet downloads (issue 26), in Debian's Chromium, the site served
// from 127.0.0.1 by tests/web/local_site.mjs (which counts each file sent):
//   node bench/web_visit_bench.mjs SITE      (tools/web.sh test-site first)
// SITE is the test build's site (build-web/test-site, the default): the
// bench finds New game by the test hooks' shn_tap_targets; its app is the
// product's with those hooks (13 KB more .wasm, 2 KB more loader).
// 1. A first visit in a fresh profile on a 1.6 Mbit/s link (Chromium's
//    network emulation, 40 ms latency): the time from navigation to the
//    home screen with New game ready for a tap (a playable new game), to the
//    table's voice loaded (the server compressing as most do: gzip -9 when
//    the browser accepts it), and the bytes that crossed the network until the
//    service worker keeps the site and the voice is there, as gzip -9 of
//    each file sent (what a compressing server sends), each file counted as
//    many times as it was sent whole (the server gives ETags: a browser
//    asking again for a file it has gets 304 Not Modified, as from any
//    static server).
// 2. An update that changes one file (page.css; files.js and sw.js made
//    again by tools/web_files.py, as tools/web.sh does): the files the
//    already-installed copy fetches, and their bytes.
// 3. The first frame in Chromium, Firefox ESR and WebKitGTK, side by side:
//    ROUNDS rounds (default 7), each a fresh profile of each engine in turn
//    at a phone's size (tests/web/drivers.mjs), the site served plainly on
//    127.0.0.1; the median, min and max of the page's own mark
//    (shnFirstFrameTime: from navigation to the first frame drawn).
//      xvfb-run -a node bench/web_visit_bench.mjs SITE [ROUNDS]  (WebKit needs a display;
//      ROUNDS 0: parts 1 and 2 only, no display needed)
// Prints bench/run.sh rows. playwright-core and puppeteer-core come from
// tests/web/node_modules.
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';
import zlib from 'node:zlib';

const here = path.dirname(url.fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../tests/web/package.json'));
const { chromium } = require('playwright-core');
const { serveSite, chromiumOptions } = await import(url.pathToFileURL(path.join(here, '../tests/web/local_site.mjs')));
const drivers = await import(url.pathToFileURL(path.join(here, '../tests/web/drivers.mjs')));

const source = path.resolve(process.argv[2] || path.join(here, '../build-web/test-site'));
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'shn-visit-'));
fs.cpSync(source, site, { recursive: true });
let sent = [];
const served = await serveSite(site, (file, bytes) => sent.push({ file, bytes }), { gzip: true, etag: true });
const gzipped = (file) => zlib.gzipSync(fs.readFileSync(path.join(site, file)), { level: 9 }).length;
const row = (what, value, unit, target) => console.log(`| ${what} | ${value} | ${unit} | ${target} |`);

const browser = await chromium.launch(chromiumOptions);
const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-US' });
const page = await context.newPage();
const devtools = await context.newCDPSession(page);
await devtools.send('Network.enable');
await devtools.send('Network.emulateNetworkConditions', {
  offline: false, latency: 40, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.8e6 / 8,
});
const wait = async (check, timeout) => {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(check).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out: ${check}`);
    await page.waitForTimeout(50);
  }
};
const start = Date.now();
await page.goto(served.url);
await wait(`window.Module && Module.ccall && JSON.parse(Module.ccall('shn_tap_targets', 'string', [], []))
  .some((t) => t.label === 'New game' && t.ready)`, 120000);
const playable = Date.now() - start;
await wait('window.shnClipsLoaded === true', 240000);
const voiced = Date.now() - start;
await wait('navigator.serviceWorker.controller !== null', 120000);
await page.waitForTimeout(1000); // the worker's last puts
const first = sent;
const firstBytes = first.reduce((sum, one) => sum + gzipped(one.file), 0);
const counts = {};
first.forEach((one) => { counts[one.file] = (counts[one.file] || 0) + 1; });
const again = Object.keys(counts).filter((file) => counts[file] > 1).sort();
const againBytes = again.reduce((sum, file) => sum + gzipped(file) * (counts[file] - 1), 0);

// --- an update that changes one file --------------------------------------------
await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
fs.appendFileSync(path.join(site, 'page.css'), '\n/* an update */\n');
execFileSync('python3', [path.join(here, '../tools/web_files.py'), site, path.join(here, '../web/sw.js')]);
sent = [];
await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
await wait(`navigator.serviceWorker.getRegistration().then((r) => !r.installing && !r.waiting &&
  r.active && caches.open('sh-narrator-files').then((c) => c.match(new URL('page.css', location.href).href))
  .then((k) => k && k.headers.get('X-SHN-Hash') === SHN_FILES_NEXT))`.replace('SHN_FILES_NEXT',
  JSON.stringify(execFileSync('python3', ['-c', `import hashlib;print(hashlib.sha256(open('${path.join(site, 'page.css')}','rb').read()).hexdigest()[:16])`]).toString().trim())), 60000);
const update = sent;
const updateBytes = update.reduce((sum, one) => sum + one.bytes, 0);

row('web, first visit at 1.6 Mbit/s: navigation to a playable new game (New game ready), ms', playable, 'ms', '');
row('web, first visit at 1.6 Mbit/s: navigation to the table\'s voice loaded, ms', voiced, 'ms', '');
row('web, first visit: bytes over the network (gzip -9 of each file sent), KB', (firstBytes / 1e3).toFixed(0), 'KB', '<= 2500');
row(`web, first visit: files sent again by the worker's install (${again.join(', ')}), gzip -9 bytes`, againBytes, 'bytes', '');
row(`web, an update changing page.css: files fetched (${update.map((one) => one.file).sort().join(', ')})`, update.length, 'files', '');
row('web, an update changing page.css: bytes fetched', updateBytes, 'bytes', '');
await browser.close();
served.close();
fs.rmSync(site, { recursive: true, force: true });

// --- the first frame in the three engines, interleaved ---------------------------
async function chromiumPhone() {
  const own = await chromium.launch(chromiumOptions);
  const phone = await own.newPage({ viewport: { width: drivers.WIDTH, height: drivers.HEIGHT } });
  return {
    open: (address) => phone.goto(address),
    evaluate: (expression) => phone.evaluate(expression),
    close: () => own.close(),
  };
}
const engines = { Chromium: chromiumPhone, 'Firefox ESR': drivers.firefox, WebKitGTK: drivers.webkit };
const rounds = Number(process.argv[3] || 7);
if (rounds === 0) process.exit(0); // ROUNDS 0: the first visit and the update only
const plain = await serveSite(source);
const frames = Object.fromEntries(Object.keys(engines).map((name) => [name, []]));
for (let round = 0; round < rounds; ++round) {
  for (const [name, open] of Object.entries(engines)) {
    for (let attempt = 1; ; ++attempt) {
      const engine = await open();
      const deadline = Date.now() + 60000;
      let frame, problem = '';
      await engine.open(plain.url).catch((error) => { problem = error.message; });
      while ((frame = await engine.evaluate('window.shnFirstFrameTime === undefined ? null : window.shnFirstFrameTime')
        .catch((error) => { problem = error.message; return null; })) === null && Date.now() < deadline &&
        !/invalid session id/.test(problem))
        await new Promise((resolve) => setTimeout(resolve, 25));
      await engine.close().catch(() => {});
      if (frame !== null) {
        frames[name].push(frame);
        break;
      }
      // WebKitGTK's MiniBrowser now and then goes away by itself (tests/web/engines_test.mjs): once, again.
      if (/invalid session id/.test(problem) && attempt === 1) {
        console.error(`${name}: the browser went away (${problem}); this round's visit again`);
        continue;
      }
      throw new Error(`${name}: no first frame in 60 s (${problem || 'not drawn'})`);
    }
  }
}
plain.close();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
for (const [name, times] of Object.entries(frames)) {
  row(`web, first frame in ${name} (a fresh profile, navigation to the first frame; min ${Math.round(Math.min(...times))}, max ${Math.round(Math.max(...times))}), ms`,
    Math.round(median(times)), `${rounds} rounds, interleaved`, '< 1000');
}
