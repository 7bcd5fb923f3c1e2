// The web build's pictures in docs/screenshots/ (README, docs/web.md):
//   node tools/web_screenshots.mjs [SITE]     (tools/web.sh test-site first:
//   the test build's site, whose hooks find the buttons;
//   playwright-core from tests/web/node_modules: npm ci there)
// - web-new-game.png: the new-game screen at 800x480;
// - web-phone-and-tablet.png: the table of a game in progress on a phone
//   held upright (390x844) beside a tablet in landscape (1180x820).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';

const here = path.dirname(url.fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../tests/web/package.json'));
const { chromium } = require('playwright-core');
const site = path.resolve(process.argv[2] || path.join(here, '../build-web/test-site'));
const shots = path.join(here, '../docs/screenshots');
// A 7-player game, three rounds in (tests/golden/accepted).
const game = fs.readFileSync(path.join(here, '../tests/golden/accepted/simulated_game_7p.jsonl'), 'utf8')
  .split('\n').slice(0, 12).join('\n') + '\n';

const { serveSite, chromiumOptions } = await import(url.pathToFileURL(path.join(here, '../tests/web/local_site.mjs')));
const served = await serveSite(site);
const address = served.url;
const browser = await chromium.launch(chromiumOptions);

async function open(width, height) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(address);
  await page.waitForFunction(() => window.shnFirstFrameTime !== undefined);
  return page;
}
async function tap(page, label) {
  await page.waitForFunction((wanted) => JSON.parse(Module.ccall('shn_tap_targets', 'string', [], []))
    .some((target) => target.label === wanted), label);
  const target = JSON.parse(await page.evaluate(() => Module.ccall('shn_tap_targets', 'string', [], [])))
    .find((candidate) => candidate.label === label);
  await page.touchscreen.tap(target.x + target.w / 2, target.y + target.h / 2);
  await page.waitForTimeout(300);
}
async function table(width, height) {
  const page = await open(width, height);
  await page.evaluate((text) => new Promise((resolve) => {
    FS.mkdirTree('/persist/data/sh-narrator');
    FS.writeFile('/persist/data/sh-narrator/autosave.jsonl', text);
    FS.syncfs(false, resolve);
  }), game);
  await page.reload();
  await page.waitForFunction(() => window.shnFirstFrameTime !== undefined);
  await tap(page, 'Resume game');
  return page.screenshot();
}

const newGame = await open(800, 480);
await tap(newGame, 'New game');
await newGame.screenshot({ path: path.join(shots, 'web-new-game.png') });

const phone = (await table(390, 844)).toString('base64');
const tablet = (await table(1180, 820)).toString('base64');
const board = await (await browser.newContext({ viewport: { width: 1640, height: 884 } })).newPage();
await board.setContent(`<body style="margin:0;background:#d6c49e;display:flex;gap:30px;padding:30px;align-items:flex-start">
  <img src="data:image/png;base64,${phone}" style="width:390px;height:844px;border:2px solid #211c18">
  <img src="data:image/png;base64,${tablet}" style="width:1180px;height:820px;border:2px solid #211c18">
</body>`);
await board.screenshot({ path: path.join(shots, 'web-phone-and-tablet.png') });
await browser.close();
served.close();
console.log(`web screenshots written to ${shots}`);
