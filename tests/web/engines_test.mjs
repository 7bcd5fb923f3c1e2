// The web build in the two other engines a table's tablet may run (issue 26):
// Firefox ESR (Debian's firefox-esr, driven by puppeteer-core over WebDriver
// BiDi) and WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver and its
// MiniBrowser, the closest engine to iPad Safari this machine runs; classic
// WebDriver over HTTP, spoken here with fetch). Chromium has its own, longer
// test (browser_test.mjs).
//   node tests/web/engines_test.mjs SITE NATIVE-BINARY OUTPUT-FOLDER [firefox|webkit]...
// WebKit's MiniBrowser needs a display: run it under xvfb-run.
// In each engine, at a phone's size (390x844; WebKit 447x844, as narrow as
// MiniBrowser's window goes) and by real input events
// (WebDriver actions: pointer down and up on the canvas):
// 1. the home screen's first frame, and its time from navigation;
// 2. the canvas's pixels are its CSS box, in whole pixels (WebKit laid
//    100dvh out as 843.98 px and the frame was rescaled);
// 3. the new-game screen's pixels beside the native `--screenshot` of it, at
//    the phone's size and at 1024x768 (tests/web/pixels.mjs);
// 4. a 5-player game by taps, its names typed first (issue 55: key presses
//    of "Jürgen" and "Zoë", an input event of insertText, Backspace, the
//    app's own keys: every letter arrives once; the roster keeps them):
//    new game, the setup and night skipped, a
//    nomination, the vote, a liberal policy; the autosave read back through
//    the app (--replay's report) after it;
// 5. a reload: Resume restores the same state;
// 6. offline: the server stops (WebKitWebDriver has no offline switch, and
//    BiDi's is not in this puppeteer, so the network is really gone), the
//    page reloads from the service worker's copy and Resume restores the game;
// 7. storage denied, throwing on open, or missing entirely (local_site.mjs's
//    page shapes): the table says so on its own message line, nothing of the
//    page covers it, a game starts in memory;
// 8. no WebAssembly (iPad Safari in Lockdown Mode): a plain message.
// Prints one line per check; exits 1 at the first failure, with a
// screenshot of that moment in OUTPUT-FOLDER.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { serveSite } from './local_site.mjs';
import { comparePixels } from './pixels.mjs';
import { makeUntil } from './until.mjs';
import { firefox, webkit, WIDTH, HEIGHT } from './drivers.mjs';

const [site, native, output, ...asked] = process.argv.slice(2);
if (!site || !native || !output) {
  console.error('usage: engines_test.mjs SITE NATIVE-BINARY OUTPUT-FOLDER [firefox|webkit]...');
  process.exit(2);
}
const engines = asked.length ? asked : ['firefox', 'webkit'];
fs.mkdirSync(output, { recursive: true });

// --- the checks, the same in each engine ---------------------------------------
let passed = 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const onward = /^(Skip all|Skip|Draw the president, then the night|Pick the first president at random|On to the night|Start the game|Continue)$/;
// A failure of a check; thrown, so that the engine's run can end in one place.
class Failure extends Error {}
// WebKitGTK's MiniBrowser now and then goes away by itself (1 in 12 fresh
// sessions on this machine: "invalid session id" right after a page loaded,
// the app's first frame not reached). The browser lost is not a check that
// failed: that engine's checks run again, once, from the start, and say so.
const lostBrowser = /invalid session id/;
for (const engine of engines) {
  const before = passed;
  for (let attempt = 1; ; ++attempt) {
    const run = { browser: null, served: null };
    passed = before; // a run again counts its checks once
    try {
      await checks(engine, run);
      break;
    } catch (error) {
      const why = error instanceof Failure ? error.message : String(error?.stack ?? error);
      const name = run.browser?.name ?? engine;
      if (lostBrowser.test(why) && attempt === 1) {
        console.log(`${name}: the browser went away (${why.split('\n')[0]}); its checks run again, once`);
        await run.browser?.close().catch(() => {});
        run.served?.close();
        continue;
      }
      console.log(`FAIL ${name}: ${why}`);
      for (const line of run.browser?.console() ?? []) console.log(`  console: ${line}`);
      if (run.browser) {
        await run.browser.png().then((png) => fs.writeFileSync(path.join(output, `${engine}-failure.png`), png)).catch(() => {});
        await run.browser.close().catch(() => {});
      }
      run.served?.close();
      process.exit(1);
    }
  }
}
console.log(`engines test: ${passed} passed, 0 failed`);

async function checks(engine, run) {
  const browser = run.browser = await (engine === 'webkit' ? webkit() : firefox());
  let served = run.served = await serveSite(site); // an origin of its own: a fresh storage
  const shot = async (name) => fs.writeFileSync(path.join(output, `${engine}-${name}.png`), await browser.png());
  async function fail(why) {
    throw new Failure(why);
  }
  const ok = (what) => console.log(`ok ${++passed}: ${browser.name}: ${what}`);
  // Retries while the check says "not yet" (falsy); a navigation under way
  // is "not yet" too; any other exception fails at once.
  const until = makeUntil({
    fail, pause: 80, timeout: 20000,
    notYet: /navigat|context|detached|JavaScript error|Module is not defined|null is not an object/i,
  });
  const targets = async () => JSON.parse(await browser.evaluate("Module.ccall('shn_tap_targets', 'string', [], [])"));
  async function state() {
    const text = await browser.evaluate("Module.ccall('shn_replay_autosave', 'string', [], [])");
    return text.startsWith('error:') ? null : JSON.parse(text);
  }
  // While the page loads, the drivers may answer with errors of their own
  // (a context not there yet): all "not yet" here, the last one told if
  // the first frame never comes.
  let loading = '';
  const firstFrame = () => until(() => `the first frame${loading ? ` (the driver last said: ${loading})` : ''}`,
    () => browser.evaluate('window.shnFirstFrameTime !== undefined').catch((error) => {
      loading = String(error?.message).split('\n')[0];
      return false;
    }), 40000);
  async function tap(label) {
    const match = (text) => (label instanceof RegExp ? label.test(text) : text === label);
    const target = await until(`"${label}", ready for a tap`, async () =>
      (await targets()).find((candidate) => match(candidate.label) && candidate.ready));
    await browser.tap(target.x + target.w / 2, target.y + target.h / 2);
    await sleep(80);
  }
  // A new 5-player game from the home screen, the setup's lines, the first
  // president's draw and the night skipped by taps, up to the table.
  async function newGameAtTheTable() {
    await tap('New game');
    await tap('5');
    await tap('Start');
    await toTheTable();
  }
  async function toTheTable() {
    await until('the table, asking for a nomination', async () => {
      const all = await targets();
      if (all.some((t) => t.label === 'History' || t.label === 'Historique')) return true;
      const step = all.find((t) => onward.test(t.label) && t.ready) ??
        (all.length === 1 && all[0].label === '' && all[0].ready ? all[0] : null);
      if (step) await browser.tap(step.x + step.w / 2, step.y + step.h / 2);
      await sleep(120);
      return false;
    }, 60000);
  }
  // The frame beside the native --screenshot of the same screen and size.
  async function samePixels(screen, width, height) {
    const name = `${engine}-${screen}-${width}x${height}`;
    const nativePng = path.join(output, `${name}.native.png`);
    execFileSync(native, ['--screenshot', nativePng, '--screen', screen, '--size', `${width}x${height}`, '--lang', 'en']);
    const problem = await until(`${name}: the frame at its size`, async () => {
      await sleep(300); // a resize is drawn at the next animation frame
      const differs = comparePixels(await browser.png(), nativePng, name, output);
      return differs && / against /.test(differs) ? null : { differs };
    });
    if (problem.differs) await fail(problem.differs);
    ok(`${screen} at ${width}x${height}: the frame is the native --screenshot's (within 0.5% of pixels)`);
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

  // 3. pixels beside the native app's, at the phone's size and a tablet's
  await tap('New game');
  await samePixels('new_game', browser.width, HEIGHT);
  const wide = await browser.resize(1024, 768);
  await samePixels('new_game', wide, 768);
  await browser.resize(browser.width, HEIGHT);
  await tap('Back');

  // 4. a game by taps, its names typed first (issue 55): the names screen
  // focuses the page's typing field (a tablet's own keyboard opens for it);
  // key presses of non-ASCII letters (WebDriver's key actions) and text
  // inserted as a soft keyboard's (an input event of insertText) arrive
  // whole, each letter once; the roster keeps them.
  const field = async () => JSON.parse(await browser.evaluate("Module.ccall('shn_drawn_texts', 'string', [], [])"))
    .map((text) => text.text).find((text) => text.endsWith('_'))?.slice(0, -1);
  const focused = () => browser.evaluate("document.activeElement ? document.activeElement.id : ''");
  async function arrives(expected, how) {
    let seen = '';
    await until(() => `"${expected}" (${how}); the field shows "${seen}"`, async () => (seen = await field()) === expected, 8000);
    await sleep(300);
    const now = await field();
    if (now !== expected) await fail(`typing (${how}): "${now}", not "${expected}"`);
    if ((await focused()) !== 'typing') await fail(`typing (${how}): the focus is on "${await focused()}", not the typing field`);
  }
  await tap('New game');
  await tap('5');
  await tap('Names');
  await until('the typing field focused on the names screen', async () => (await focused()) === 'typing');
  await browser.keys('Jürgen');
  await arrives('Jürgen', 'key presses');
  await tap('Next');
  await browser.keys('Zoë');
  await arrives('Zoë', 'key presses');
  await tap('Next');
  await browser.evaluate("document.execCommand('insertText', false, 'Ségolène')"); // a soft keyboard's input event
  await arrives('Ségolène', 'an input event of insertText');
  await tap('Next');
  await tap('E'); // the app's own keyboard
  await browser.keys('vx\uE003a'); // ...then key presses, a Backspace among them
  await arrives('Eva', 'the app\'s key, key presses, Backspace');
  ok('names typed: every letter arrives once ("Jürgen" and "Zoë" by key presses, "Ségolène" inserted as text, "Eva" by the app\'s key and key presses)');
  await tap('Done');
  await until('the focus given back after the names screen', async () => (await focused()) !== 'typing');
  await tap('Start');
  await toTheTable();
  const before = await until('a saved table', async () => ((await state())?.phase === 'nomination' ? state() : null));
  const roster = before.players.map((player) => player.name);
  if (JSON.stringify(roster) !== JSON.stringify(['Jürgen', 'Zoë', 'Ségolène', 'Eva', 'Player 5']))
    await fail(`the game's roster is ${JSON.stringify(roster)}`);
  ok(`the game's roster holds the names typed whole: ${roster.join(', ')}`);
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

  // 5. reload, Resume
  // A reload, then Resume: the game is the one saved before, exactly.
  async function reloadAndResume(what) {
    await browser.reload();
    await firstFrame();
    await tap('Resume game');
    const resumed = await until(`the game resumed (${what})`, state);
    if (JSON.stringify(resumed) !== JSON.stringify(enacted))
      await fail(`${what}: ${JSON.stringify(resumed)} is not ${JSON.stringify(enacted)}`);
  }
  await reloadAndResume('reload');
  ok('reload mid-game: Resume restores the game exactly');

  // 6. offline: the server gone, the service worker's copy starts the app
  await until('the service worker in charge of the page', () =>
    browser.evaluate('!!(navigator.serviceWorker && navigator.serviceWorker.controller)'));
  served.close();
  await reloadAndResume('offline');
  ok('offline (the server stopped): the app starts from the service worker\'s copy and resumes the game');
  served = run.served = await serveSite(site);

  // 7. storage denied, throwing on open, or missing: the game plays in memory
  for (const kind of ['denied', 'throwing', 'missing']) {
    await browser.open(`${served.url}storage-${kind}/`);
    await firstFrame();
    const message = await until(`storage ${kind}: the message line`, () =>
      browser.evaluate("Module.ccall('shn_message', 'string', [], [])"));
    if (!/browser's storage/.test(message)) await fail(`storage ${kind}: the table says "${message}"`);
    const covered = await browser.evaluate("document.getElementById('notice').classList.contains('shown')");
    if (covered) await fail(`storage ${kind}: the page covers the table with a notice`);
    await shot(`storage-${kind}-home`); // the message under the buttons, whole
    await newGameAtTheTable();
    await shot(`storage-${kind}`);
    ok(`storage ${kind}: the table says so on its message line, nothing covers it, a game plays in memory`);
  }

  // 8. no WebAssembly: a plain message, never a blank page
  await browser.open(`${served.url}no-webassembly/`);
  const notice = await until('the no-WebAssembly notice', () =>
    browser.evaluate("(() => { const n = document.getElementById('notice'); return n.classList.contains('shown') ? n.textContent : ''; })()"));
  if (!/WebAssembly/.test(notice)) await fail(`no WebAssembly: "${notice}"`);
  await shot('no-webassembly');
  ok(`no WebAssembly: a plain message ("${notice.slice(0, 60)}...")`);
  await browser.close();
  served.close();
}
