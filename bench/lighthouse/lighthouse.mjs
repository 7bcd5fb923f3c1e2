// Lighthouse 12 on the web build (issue 46), as a table's tablet would meet
// a host: the site served from 127.0.0.1 gzipped (-9) with long cache
// headers, Lighthouse's default mobile preset (simulated slow 4G: 150 ms,
// 1.6 Mbit/s; a 4x slower CPU), a fresh Chromium profile each run:
//   (cd bench/lighthouse && npm ci)                     once: Lighthouse, bench-only
//   node bench/lighthouse/lighthouse.mjs [SITE] [RUNS] [--plain] [--report DIR]
// SITE: build-web/site (the default; tools/web.sh build). RUNS: 5 (at least 3).
// --plain: served uncompressed. --report DIR: each run's JSON report there.
// Prints each run, then the medians (bench/run.sh rows): the performance and
// accessibility scores, FCP, LCP, TBT, CLS, Speed Index, time to interactive
// and the bytes transferred. The browser: $CHROME_PATH, else Debian's
// /usr/bin/chromium, headless (new), without its sandbox (as root here).
//
// Cache headers: the site's names carry no hash (the service worker keeps
// files by content, issue 26), so the page and what names the others'
// hashes (index.html, board.html, files.js, sw.js, the manifest) are
// no-cache and every other file a year, immutable, as a host that renames
// nothing would give them. Lighthouse clears the cache before each run: the
// headers weigh on its diagnostics, not on the score.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';

const here = path.dirname(url.fileURLToPath(import.meta.url));
const { serveSite } = await import(url.pathToFileURL(path.join(here, '../../tests/web/local_site.mjs')));

const args = process.argv.slice(2);
const plain = args.includes('--plain');
const reportAt = args.indexOf('--report');
const reports = reportAt >= 0 ? path.resolve(args[reportAt + 1]) : null;
const positional = args.filter((arg, index) => !arg.startsWith('--') && (reportAt < 0 || index !== reportAt + 1));
const site = path.resolve(positional[0] || path.join(here, '../../build-web/site'));
const runs = Number(positional[1] || 5);
if (!fs.existsSync(path.join(site, 'index.html'))) throw new Error(`${site}: no index.html (tools/web.sh build first)`);
if (!(runs >= 1)) throw new Error('RUNS: a number, at least 1 (3 or more for a median)');
if (reports) fs.mkdirSync(reports, { recursive: true });

const fresh = /^(index\.html|board\.html|files\.js|sw\.js|manifest\.webmanifest)$/;
const served = await serveSite(site, null, {
  gzip: !plain,
  etag: true,
  cache: (file) => (fresh.test(file) || file === '' ? 'no-cache' : 'public, max-age=31536000, immutable'),
});

const figures = {
  performance: (lhr) => lhr.categories.performance.score,
  accessibility: (lhr) => lhr.categories.accessibility.score,
  'FCP, ms': (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  'LCP, ms': (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  'TBT, ms': (lhr) => lhr.audits['total-blocking-time'].numericValue,
  CLS: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
  'Speed Index, ms': (lhr) => lhr.audits['speed-index'].numericValue,
  'time to interactive, ms': (lhr) => lhr.audits.interactive.numericValue,
  'transfer, KiB': (lhr) => lhr.audits['total-byte-weight'].numericValue / 1024,
};
const shown = (name, value) => (name === 'performance' || name === 'accessibility' || name === 'CLS'
  ? value.toFixed(name === 'CLS' ? 3 : 2) : Math.round(value).toString());
const measured = Object.fromEntries(Object.keys(figures).map((name) => [name, []]));
const failing = new Set(); // accessibility audits that failed in any run

for (let run = 1; run <= runs; ++run) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking',
                  '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(served.url, {
      port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (reports) fs.writeFileSync(path.join(reports, `run-${run}.json`), result.report);
    const line = Object.entries(figures).map(([name, read]) => {
      const value = read(lhr);
      measured[name].push(value);
      return `${name} ${shown(name, value)}`;
    });
    console.error(`run ${run}/${runs}: ${line.join(', ')}`);
    for (const ref of lhr.categories.accessibility.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${ref.id} (${audit.title})`);
    }
  } finally {
    await chrome.kill();
  }
}
served.close();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const how = `Lighthouse 12 mobile, ${plain ? 'uncompressed' : 'gzip -9'}, median of ${runs}`;
for (const [name, values] of Object.entries(figures).map(([name]) => [name, measured[name]])) {
  console.log(`| web, ${how}: ${name} | ${shown(name, median(values))} | min ${shown(name, Math.min(...values))}, max ${shown(name, Math.max(...values))} | |`);
}
if (failing.size) console.log(`accessibility audits failed: ${[...failing].join('; ')}`);
