// The web build in the two other engines a table's tablet may run (issue 26):
// Firefox ESR (Debian's firefox-esr, driven by puppeteer-core over WebDriver
// BiDi) and WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver and its
// MiniBrowser, the closest engine to iPad Safari this machine runs; classic
// WebDriver over HTTP, spoken here with fetch). Chromium has its own, longer
// test (browser_test.mjs).
//   node tests/web/engines_test.mjs SITE OUTPUT-FOLDER [firefox|webkit]...
// WebKit's MiniBrowser needs a display: run it under xvfb-run.
// In each engine, at a phone's size (390x844; WebKit 447x844, as narrow as
// MiniBrowser's window goes) and by real input events
// (WebDriver actions: pointer down and up on the canvas):
// 1. the home screen's first frame, and its time from navigation;
// 2. the canvas's pixels are its CSS box, in whole pixels (WebKit laid
//    100dvh out as 843.98 px and the frame was rescaled);
// 3. a 5-player game by taps: new game, the setup and night skipped, a
//    nomination, the vote, a liberal policy; the autosave read back through
//    the app (--replay's report) after it;
// 4. a reload: Resume restores the same state;
// 5. no IndexedDB at all (the page served under /no-indexeddb/ with it
//    taken away, local_site.mjs): the table
//    says so on its own message line, nothing of the page covers it, a game
//    starts in memory.
// The offline start is Chromium's alone: WebKitWebDriver has no offline
// switch, and Firefox's over BiDi needs a newer puppeteer than Node 18 runs.
// Prints one line per check; exits 1 at the first failure, with a
// screenshot of that moment in OUTPUT-FOLDER.
import puppeteer from 'puppeteer-core';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serveSite } from './local_site.mjs';

const [site, output, ...asked] = process.argv.slice(2);
if (!site || !output) {
  console.error('usage: engines_test.mjs SITE OUTPUT-FOLDER [firefox|webkit]...');
  process.exit(2);
}
const engines = asked.length ? asked : ['firefox', 'webkit'];
fs.mkdirSync(output, { recursive: true });
const served = await serveSite(site);
const WIDTH = 390, HEIGHT = 844;

// --- the two drivers, one shape: open, evaluate, tap, reload, shot, close ------
async function firefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true,
    protocol: 'webDriverBiDi', args: [`--width=${WIDTH}`, `--height=${HEIGHT}`],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: WIDTH, height: HEIGHT });
  return {
    name: 'Firefox ESR',
    width: WIDTH,
    open: (address) => page.goto(address),
    evaluate: (expression) => page.evaluate(expression),
    tap: (x, y) => page.mouse.click(x, y),
    reload: () => page.reload(),
    shot: (file) => page.screenshot({ path: file }),
    close: () => browser.close(),
  };
}

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
async function webkit() {
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  async function call(method, where, body) {
    const response = await fetch(base + where, {
      method, headers: { 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined,
    });
    const reply = await response.json();
    if (reply.value && reply.value.error) throw new Error(`WebDriver ${where}: ${reply.value.error}: ${reply.value.message}`);
    return reply.value;
  }
  for (let tries = 0; ; ++tries) { // the driver takes a moment to listen
    try { await call('GET', '/status'); break; } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const session = await call('POST', '/session', { capabilities: { alwaysMatch: {
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
  } } });
  const id = `/session/${session.sessionId}`;
  // The window's outer size, grown by what the browser's frame takes, so
  // that the page itself is the phone's size.
  // MiniBrowser's window is never narrower than its toolbar (447 px): the
  // page is then that wide, and 844 px tall, the height where WebKit's
  // rounding showed.
  let outer = [WIDTH, HEIGHT], last = null, width = WIDTH;
  for (let tries = 0; tries < 10; ++tries) {
    await call('POST', `${id}/window/rect`, { width: outer[0], height: outer[1] });
    await new Promise((resolve) => setTimeout(resolve, 200)); // the window manager's answer
    const inner = await call('POST', `${id}/execute/sync`, { script: 'return [innerWidth, innerHeight];', args: [] });
    if (last && inner[0] === last[0] && inner[0] > WIDTH) width = inner[0]; // as narrow as it goes
    if (inner[0] === width && inner[1] === HEIGHT) break;
    last = inner;
    outer = [Math.max(outer[0] + width - inner[0], 1), outer[1] + HEIGHT - inner[1]];
  }
  return {
    name: 'WebKitGTK',
    width,
    open: (address) => call('POST', `${id}/url`, { url: address }),
    evaluate: (expression) => call('POST', `${id}/execute/sync`, { script: `return (${expression});`, args: [] }),
    async tap(x, y) {
      await call('POST', `${id}/actions`, { actions: [{
        type: 'pointer', id: 'finger', parameters: { pointerType: 'mouse' },
        actions: [{ type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
          { type: 'pointerDown', button: 0 }, { type: 'pause', duration: 40 }, { type: 'pointerUp', button: 0 }],
      }] });
      await call('DELETE', `${id}/actions`);
    },
    reload: () => call('POST', `${id}/refresh`, {}),
    async shot(file) { fs.writeFileSync(file, Buffer.from(await call('GET', `${id}/screenshot`), 'base64')); },
    async close() { await call('DELETE', id).catch(() => {}); driver.kill(); },
  };
}

// --- the checks, the same in each engine ---------------------------------------
let passed = 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
for (const engine of engines) {
  const browser = await (engine === 'webkit' ? webkit() : firefox());
  async function fail(why) {
    console.log(`FAIL ${browser.name}: ${why}`);
    await browser.shot(path.join(output, `${engine}-failure.png`)).catch(() => {});
    await browser.close();
    served.close();
    process.exit(1);
  }
  const ok = (what) => console.log(`ok ${++passed}: ${browser.name}: ${what}`);
  // Retries while the check says "not yet" (falsy); a navigation under way
  // is "not yet" too; any other exception fails at once.
  async function until(what, check, timeout = 20000) {
    const deadline = Date.now() + timeout;
    for (;;) {
      let value;
      try {
        value = await check();
      } catch (error) {
        if (!/navigat|context|detached|JavaScript error|Module is not defined|null is not an object/i.test(String(error?.message)))
          await fail(`${what}: ${error?.stack ?? error}`);
      }
      if (value) return value;
      if (Date.now() > deadline) await fail(`timed out: ${what}`);
      await sleep(80);
    }
  }
  const targets = async () => JSON.parse(await browser.evaluate("Module.ccall('shn_tap_targets', 'string', [], [])"));
  async function state() {
    const text = await browser.evaluate("Module.ccall('shn_replay_autosave', 'string', [], [])");
    return text.startsWith('error:') ? null : JSON.parse(text);
  }
  const firstFrame = () => until('the first frame', () => browser.evaluate('window.shnFirstFrameTime !== undefined'), 40000);
  async function tap(label) {
    const match = (text) => (label instanceof RegExp ? label.test(text) : text === label);
    const target = await until(`"${label}", ready for a tap`, async () =>
      (await targets()).find((candidate) => match(candidate.label) && candidate.ready));
    await browser.tap(target.x + target.w / 2, target.y + target.h / 2);
    await sleep(80);
  }
  // The setup's lines, the first president's draw and the night, skipped by taps.
  async function toTheTable(onward) {
    await until('the table, asking for a nomination', async () => {
      const all = await targets();
      if (all.some((t) => t.label === 'History' || t.label === 'Historique')) return true;
      const next = all.find((t) => onward.test(t.label) && t.ready) ??
        (all.length === 1 && all[0].label === '' && all[0].ready ? all[0] : null);
      if (next) await browser.tap(next.x + next.w / 2, next.y + next.h / 2);
      await sleep(120);
      return false;
    }, 60000);
  }

  // 1. first frame
  const started = Date.now();
  await browser.open(served.url);
  await firstFrame();
  const paint = await browser.evaluate('Math.round(window.shnFirstFrameTime)');
  ok(`home screen drawn (first frame ${paint} ms after the page began, ${Date.now() - started} ms by the test's clock)`);

  // 2. the canvas's buffer is its CSS box
  const box = await browser.evaluate(`(() => { const c = document.getElementById('canvas');
    const r = c.getBoundingClientRect(); return [c.width, c.height, r.width, r.height, devicePixelRatio, innerWidth, innerHeight]; })()`);
  const [pw, ph, cw, ch, ratio] = box;
  if (box[5] !== browser.width || box[6] !== HEIGHT) await fail(`the window is ${box[5]}x${box[6]}, not ${browser.width}x${HEIGHT}`);
  if (pw !== Math.round(cw * ratio) || ph !== Math.round(ch * ratio) || cw !== Math.round(cw) || ch !== Math.round(ch))
    await fail(`canvas ${pw}x${ph} pixels for a CSS box of ${cw}x${ch} at ${ratio}x (window ${box[5]}x${box[6]})`);
  ok(`the canvas is ${pw}x${ph} pixels, its CSS box ${cw}x${ch}: nothing rescaled`);

  // 3. a game by taps
  await tap('New game');
  await tap('5');
  await tap('Start');
  await toTheTable(/^(Skip all|Skip|Pick the first president at random|On to the night|Start the game|Continue)$/);
  const before = await until('a saved table', async () => ((await state())?.phase === 'nomination' ? state() : null));
  const chancellor = before.eligible_chancellors[0];
  await tap(chancellor);
  await until('the election', async () => (await state())?.phase === 'election');
  await tap(/^Confirm/);
  await until('the legislative session', async () => (await state())?.phase === 'legislative');
  await tap('Liberal');
  const enacted = await until('a liberal policy saved', async () => {
    const now = await state();
    return now?.liberal_policies === 1 && now.phase === 'nomination' ? now : null;
  });
  await until('storage written', async () => (await browser.evaluate("Module.ccall('shn_storage_busy', 'number', [], [])")) === 0);
  ok(`a game by taps: ${chancellor} nominated, elected, a liberal policy enacted, saved in the browser`);

  // 4. reload, Resume
  await browser.reload();
  await firstFrame();
  await tap('Resume game');
  const resumed = await until('the resumed game', state);
  if (JSON.stringify(resumed) !== JSON.stringify(enacted))
    await fail(`resume: ${JSON.stringify(resumed)} is not ${JSON.stringify(enacted)}`);
  ok('reload mid-game: Resume restores the game exactly');

  // 5. no IndexedDB at all
  await browser.open(`${served.url}no-indexeddb/`);
  await firstFrame();
  const message = await browser.evaluate("Module.ccall('shn_message', 'string', [], [])");
  if (!/browser's storage/.test(message)) await fail(`no IndexedDB: the table says "${message}"`);
  const covered = await browser.evaluate("document.getElementById('notice').classList.contains('shown')");
  if (covered) await fail('no IndexedDB: the page covers the table with a notice');
  await tap('New game');
  await tap('5');
  await tap('Start');
  await toTheTable(/^(Skip all|Skip|Pick the first president at random|On to the night|Start the game|Continue)$/);
  await browser.shot(path.join(output, `${engine}-no-indexeddb.png`));
  ok(`no IndexedDB: the table says so on its message line, nothing covers it, a game plays in memory`);
  await browser.close();
}
served.close();
console.log(`engines test: ${passed} passed, 0 failed`);
