// The web build played in Debian's Chromium, headless, by taps (issue 10):
//   node tests/web/browser_test.mjs SITE NATIVE-BINARY OUTPUT-FOLDER
// 1. Serves SITE on 127.0.0.1, opens it at 800x480 with a touch screen.
// 2. Compares the web build's pixels with the native `--screenshot` of the
//    same screens (new game, rules) at 800x480 and 1024x768, with a
//    tolerance for the browser's drawing (a channel off by more than 24 is a
//    different pixel; at most 0.5% of pixels may differ).
// 3. Holds the recorded voice back (a slow network): the setup's first line
//    waits for its clip, then is spoken once the taps unlocked audio.
//    Plays a 5-player game by touch taps on the buttons and seats (found by
//    their labels through the app's shn_tap_targets hook): new game, 5
//    players, setup lines skipped, the table picks the first president, the
//    night skipped, nominate, vote, enact, until the liberals win. The
//    autosave is read back through the app (shn_replay_autosave, the
//    output of --replay) after every move.
// 4. Reloads mid-game: Resume restores the same state exactly.
// 5. Goes offline (the browser's offline mode) and reloads: the app starts
//    from the service worker's copy, and the game is still there.
// 6. A second window of the app says it does not save, and does not.
// 7. A damaged stored autosave is kept aside and its good moves resumed.
// 8. Storage denied, throwing on open, or no IndexedDB at all (at 390x844,
//    in French): the table says so on its message line, nothing of the page covers it, a game plays in memory.
// 8b. Names typed by the tablet's own keyboard (issue 55): every letter
//    typed arrives, once (inserted text, key presses of non-ASCII letters,
//    a composition, a paste, Backspace, the app's own keys).
// 9. No WebAssembly: a plain message, never a blank page.
// Prints one line per check; exits 1 at the first failure, with a
// screenshot of that moment in OUTPUT-FOLDER. A wait (`until`) retries only
// while its check says "not yet" (a falsy value); an exception in a check is
// a failure shown as it is, not a timeout (issue 24).
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { serveSite, chromiumOptions, PAGE_SHAPES } from './local_site.mjs';
import { makeUntil } from './until.mjs';
import { comparePixels } from './pixels.mjs';
import fs from 'node:fs';
import path from 'node:path';

const [site, native, output] = process.argv.slice(2);
if (!site || !native || !output) {
  console.error('usage: browser_test.mjs SITE NATIVE-BINARY OUTPUT-FOLDER');
  process.exit(2);
}
fs.mkdirSync(output, { recursive: true });

const site_ = await serveSite(site);
const url = site_.url;
// A tap, not a script, must start audio: Chromium's policy for pages with
// no user activation, as on a tablet (issue 26).
const browser = await chromium.launch({
  ...chromiumOptions, args: [...chromiumOptions.args, '--autoplay-policy=document-user-activation-required'],
});
const context = await browser.newContext({
  viewport: { width: 800, height: 480 }, deviceScaleFactor: 1, hasTouch: true, locale: 'en-US',
});
const page = await context.newPage();
const problems = [];
page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
page.on('console', (message) => {
  // Chromium's note on synthetic taps (SDL cancels touch events) is not the app's.
  if (message.type() === 'error' && !/Ignored attempt to cancel a touch/.test(message.text()))
    problems.push(`console error: ${message.text()}`);
});

let passed = 0;
async function fail(why) {
  console.log(`FAIL: ${why}`);
  await page.screenshot({ path: path.join(output, 'failure.png') }).catch(() => {});
  if (problems.length) console.log(problems.join('\n'));
  await browser.close();
  site_.close();
  process.exit(1);
}
function ok(what) {
  ++passed;
  console.log(`ok ${passed}: ${what}`);
}
// The one exception that means "not yet": the page was navigating (a
// reload) while the check ran in it. Anything else is a bug of the app or of
// the test, and fails at once with its message.
const navigating = /Execution context was destroyed|Cannot find context with specified id/;
const until = makeUntil({ fail, notYet: navigating });

// --- the app's own hooks -------------------------------------------------------
const targets = () => page.evaluate(() => JSON.parse(Module.ccall('shn_tap_targets', 'string', [], [])));
const replay = () => page.evaluate(() => Module.ccall('shn_replay_autosave', 'string', [], []));
async function state() {
  const text = await replay();
  return text.startsWith('error:') ? null : JSON.parse(text);
}
async function waitForApp() {
  await until('the first frame', () => page.evaluate(() => window.shnFirstFrameTime !== undefined), 30000);
}
/// Taps the target whose label matches, once the app shows it and a tap
/// would act on it (TapGuard: a person does not tap what appeared under
/// their finger a moment ago).
async function tap(label) {
  const match = (text) => (label instanceof RegExp ? label.test(text) : text === label);
  const target = await until(`a target "${label}", ready for a tap`, async () => {
    const all = await targets();
    return all.find((candidate) => match(candidate.label) && candidate.ready);
  });
  await page.touchscreen.tap(target.x + target.w / 2, target.y + target.h / 2);
  await page.waitForTimeout(60);
}
async function settled() {
  await until('storage written', () => page.evaluate(() => Module.ccall('shn_storage_busy', 'number', [], []) === 0));
}

// --- pixels: the web build beside the native --screenshot ---------------------
async function checkScreen(screen, width, height) {
  const name = `${screen}-${width}x${height}`;
  const nativePng = path.join(output, `${name}.native.png`);
  execFileSync(native, ['--screenshot', nativePng, '--screen', screen, '--size', `${width}x${height}`, '--lang', 'en']);
  await page.waitForTimeout(300); // a resize is drawn at the next animation frame
  const shot = await page.locator('#canvas').screenshot();
  const problem = comparePixels(shot, nativePng, name, output);
  if (problem) await fail(problem);
  ok(`${name}: the web build draws what --screenshot draws`);
}

// --- 1. first visit --------------------------------------------------------------
// A slow network for the recorded voice: clips.data is held back (for the
// page and for the service worker) until the test lets it through.
let release;
const released = new Promise((resolve) => { release = resolve; });
await context.route('**/clips-*.data', async (route) => {
  await released;
  await route.continue();
});
const started = Date.now();
await page.goto(url);
// Until the first tap, the page is read through the DevTools protocol
// without a user gesture: Playwright's page.evaluate counts as one, and
// would unlock audio itself.
const devtools = await context.newCDPSession(page);
async function quietly(expression) {
  const { result, exceptionDetails } = await devtools.send('Runtime.evaluate',
    { expression, returnByValue: true, userGesture: false, awaitPromise: true });
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}
await until('the first frame (no gesture)', () => quietly('window.shnFirstFrameTime !== undefined'), 30000);
ok(`home screen drawn ${Date.now() - started} ms after navigation`);
// The sound device opens after the first tap (issue 46: no AudioContext
// while the page loads): none yet, or a suspended one, never a running one.
await new Promise((resolve) => setTimeout(resolve, 500)); // the frames after the first one
const audioState = '(window.Module && Module.SDL2 && Module.SDL2.audioContext) ? Module.SDL2.audioContext.state : "none"';
const before = await quietly(audioState);
if (before !== 'none' && before !== 'suspended') await fail(`audio before any tap: "${before}", not none or suspended`);
const firstTarget = (await quietly("Module.ccall('shn_tap_targets', 'string', [], [])"));
const rules = JSON.parse(firstTarget).find((target) => target.label === 'Rules');
await until('Rules ready for a tap', async () =>
  JSON.parse(await quietly("Module.ccall('shn_tap_targets', 'string', [], [])")).find((t) => t.label === 'Rules' && t.ready));
await page.touchscreen.tap(rules.x + rules.w / 2, rules.y + rules.h / 2); // Input.dispatchTouchEvent: a real tap
const after = await until('audio running after the tap', async () => {
  const state = await quietly(audioState);
  return state === 'running' ? state : null;
}, 5000);
ok(`audio: "${before}" before any tap, "${after}" after one real tap (no script gesture)`);
await tap('Back');
const home = await targets();
if (home.some((target) => target.label === 'Quit')) await fail('a web page offers Quit');
if (!home.some((target) => target.label === 'New game')) await fail(`home: ${JSON.stringify(home)}`);
ok('home screen: New game, no Quit');

// --- 2. pixels ------------------------------------------------------------------
await tap('New game');
await checkScreen('new_game', 800, 480);
await page.setViewportSize({ width: 1024, height: 768 });
await checkScreen('new_game', 1024, 768);
await tap('Back');
await tap('Rules');
await checkScreen('rules', 1024, 768);
await page.setViewportSize({ width: 800, height: 480 });
await checkScreen('rules', 800, 480);
await tap('Back');

// --- 3. a game by taps (its first line waits for the held-back clips) ----------
await tap('New game');
await tap('5');
await tap('Start');
await settled();
// The taps unlocked the browser's audio, and the setup is spoken from its
// first line, although the clips were still downloading at the tap (the
// test holds clips.data back for 3 s on this first visit).
const line = () => page.evaluate(() => Module.ccall('shn_narration_line', 'number', [], []));
if (await page.evaluate(() => window.shnClipsLoaded === true)) await fail('the clips came before the test could tap');
await page.waitForTimeout(5000); // longer than a line shown as text only (4 s)
if ((await line()) !== 0) await fail(`the setup did not wait for its first clip: line ${await line()}`);
release();
const audio = await until('a line spoken aloud', () => page.evaluate(() =>
  Module.ccall('shn_speaking', 'number', [], []) === 1 && Module.SDL2.audioContext.state), 15000);
if (audio !== 'running') await fail(`audio context: ${audio}`);
if ((await line()) !== 0) await fail(`the first spoken line is line ${await line()}, not the first`);
ok('the first taps unlocked audio; the setup\'s first line waited for its clip and is spoken through the browser');
await until('the service worker controls the page',
  () => page.evaluate(() => navigator.serviceWorker.controller !== null), 30000);
ok('the service worker is installed and controls the page');
let now = await until('a saved setup', state);
// Exactly the new game's report: five living seats named by the table's
// language (blank names), in order, no policy, no vote, the full deck.
const fresh = (player, index) => player.name === `Player ${index + 1}` && player.alive === true &&
  player.investigated === false && player.not_hitler === false;
if (now.players?.length !== 5 || !now.players.every(fresh) ||
    !['first_president', 'nomination'].includes(now.phase) || now.liberal_policies !== 0 ||
    now.fascist_policies !== 0 || now.election_tracker !== 0 || now.draw_pile !== 17 ||
    now.discard_pile !== 0 || now.winner != null)
  await fail(`setup: ${JSON.stringify(now)}`);
ok('new game for 5 saved in the browser (read back through --replay\'s report)');
// The setup lines skipped one by one, the first president drawn at random
// (a tap stops the draw at once), on to the night, its lines skipped.
const onward = ['Skip all', 'Skip', 'Draw the president, then the night', 'Pick the first president at random', 'On to the night', 'Start the game', 'Continue'];
await until('the table, asking for a nomination', async () => {
  const all = await targets();
  if (all.some((t) => t.label === 'History') && (await state())?.phase === 'nomination') return true;
  const next = all.find((t) => onward.includes(t.label) && t.ready) ?? (all.length === 1 && all[0].label === '' && all[0].ready ? all[0] : null);
  if (next) await page.touchscreen.tap(next.x + next.w / 2, next.y + next.h / 2);
  await page.waitForTimeout(80);
  return false;
}, 45000);
ok('setup and night skipped by taps; the table is asking for a nomination');

async function playRound(round) {
  const before = await state();
  const chancellor = before.eligible_chancellors[0];
  await tap(chancellor);
  await settled();
  await until(`round ${round}: election`, async () => (await state()).phase === 'election');
  await tap(/^Confirm/); // everybody Ja
  await settled();
  await until(`round ${round}: legislative`, async () => (await state()).phase === 'legislative');
  await tap('Liberal');
  await settled();
  const after = await until(`round ${round}: enacted`, async () => {
    const s = await state();
    return s.liberal_policies === round ? s : null;
  });
  ok(`round ${round}: ${chancellor} nominated, elected by taps, a liberal policy enacted and saved`);
  return after;
}
if (!(await page.evaluate(() => window.shnWakeLockWanted === true))) await fail('no wake lock asked for during a game');
ok('a game is on: the app asks the page for the screen wake lock');
await playRound(1);
const beforeReload = await playRound(2);

// --- 4. reload mid-game, resume ----------------------------------------------------
await page.reload();
await waitForApp();
await tap('Resume game');
const resumed = await state();
if (JSON.stringify(resumed) !== JSON.stringify(beforeReload))
  await fail(`resume: ${JSON.stringify(resumed)} is not ${JSON.stringify(beforeReload)}`);
await until('the table after Resume', async () => (await targets()).some((t) => t.label === 'Undo'));
ok('reload mid-game: Resume restores the game exactly');

// --- 4b. full screen, then the tablet turned (issue 31, part 2, item 11) -------
// Full screen by taps (Menu, Settings, the toggle beside "Full screen"), on a
// 1024x768 tablet turned to 768x1024 and back: the page stays full screen,
// and the app draws the turned screen as --screenshot draws that size, not
// the old picture shrunk between bars.
const drawnTexts = () => page.evaluate(() => JSON.parse(Module.ccall('shn_drawn_texts', 'string', [], [])));
async function tapBeside(words, label) { // the target on the row of `words`, to its right
  const target = await until(`"${label}" beside "${words}"`, async () => {
    const row = (await drawnTexts()).find((text) => text.text === words);
    if (!row) return null;
    const middle = row.y + row.h / 2;
    return (await targets()).filter((t) => t.label === label && t.ready && t.x >= row.x &&
      t.y <= middle && middle < t.y + t.h).sort((a, b) => a.x - b.x)[0];
  });
  await page.touchscreen.tap(target.x + target.w / 2, target.y + target.h / 2);
  await page.waitForTimeout(60);
}
const fullPage = () => page.evaluate(() => document.fullscreenElement === document.documentElement);
async function checkTurned(width, height) {
  await page.setViewportSize({ width, height });
  const size = await until(`the app drawn at ${width}x${height}`, () => page.evaluate(([w, h]) => {
    const canvas = document.getElementById('canvas');
    const box = canvas.getBoundingClientRect();
    return canvas.width === w && canvas.height === h && box.width === w && box.height === h ? true : null;
  }, [width, height]));
  if (!size || !(await fullPage())) await fail(`turned to ${width}x${height}: no longer full screen`);
  const outside = (await targets()).filter((t) => t.x < 0 || t.y < 0 || t.x + t.w > width || t.y + t.h > height);
  if (outside.length) await fail(`turned to ${width}x${height}: targets off the screen: ${JSON.stringify(outside)}`);
  // The same table, as the native app draws this game at this size.
  const log = path.join(output, 'turned.jsonl');
  fs.writeFileSync(log, await page.evaluate(() => FS.readFile('/persist/data/sh-narrator/autosave.jsonl', { encoding: 'utf8' })));
  const name = `table-fullscreen-${width}x${height}`;
  const nativePng = path.join(output, `${name}.native.png`);
  execFileSync(native, ['--screenshot', nativePng, '--screen', 'table', '--size', `${width}x${height}`, '--lang', 'en', '--load', log]);
  await page.waitForTimeout(300);
  const problem = comparePixels(await page.locator('#canvas').screenshot(), nativePng, name, output);
  if (problem) await fail(problem);
  ok(`full screen turned to ${width}x${height}: still full screen, the table drawn at its new size as --screenshot draws it`);
}
await page.setViewportSize({ width: 1024, height: 768 });
await tap('Menu');
await tap('Settings');
await tapBeside('Full screen', 'Off');
await until('the page full screen, from the tap', fullPage);
await until('the toggle says On', async () => (await targets()).some((t) => t.label === 'On'));
ok('Settings, Full screen: the whole page is full screen (the browser\'s own)');
await tap('Back');
await tap('Back to the game');
await until('the table', async () => (await targets()).some((t) => t.label === 'Undo'));
await checkTurned(768, 1024);
await checkTurned(1024, 768);
// Left by the browser itself (Esc, a swipe down): the setting follows.
await page.evaluate(() => document.exitFullscreen());
await until('full screen left', async () => !(await fullPage()));
await tap('Menu');
await tap('Settings');
await tapBeside('Full screen', 'Off');
await until('full screen again, from the toggle', fullPage);
ok('full screen left by the browser: Settings says Off, and a tap on it goes full screen again');
await tapBeside('Full screen', 'On');
await until('full screen left, from the toggle', async () => !(await fullPage()));
ok('Settings, Full screen Off: the page leaves full screen');
await tap('Back');
await tap('Back to the game');
await until('the table', async () => (await targets()).some((t) => t.label === 'Undo'));
await page.setViewportSize({ width: 800, height: 480 });

// --- 5. offline ----------------------------------------------------------------------
await context.setOffline(true);
await page.reload();
await waitForApp();
await tap('Resume game');
ok('offline reload: the app starts from the service worker\'s copy and resumes');
await playRound(3);
await playRound(4);
await playRound(5);
const end = await state();
if (end.winner !== 'liberals') await fail(`no liberal win: ${JSON.stringify(end)}`);
await until('the game-over screen', async () => (await targets()).some((t) => t.label === 'New game'));
await page.screenshot({ path: path.join(output, 'game-over.png') });
if (await page.evaluate(() => window.shnWakeLockWanted !== false)) await fail('the wake lock is kept after the game');
ok('five liberal policies: the liberals win, the game-over screen shows (offline all along)');

// --- 6. a second window of the app: it plays in memory, never writes ---------
const stored = await replay();
const second = await context.newPage();
await second.goto(url);
await second.waitForFunction(() => window.shnFirstFrameTime !== undefined, null, { timeout: 30000 });
const secondMessage = await second.evaluate(() => Module.ccall('shn_message', 'string', [], []));
if (!/another window or tab/.test(secondMessage)) await fail(`second window: "${secondMessage}"`);
await second.close();
if ((await replay()) !== stored) await fail('the second window changed the stored game');
ok('a second window of the app says it does not save, and leaves the stored game alone');

// --- 7. a damaged stored autosave: kept aside, its good moves offered ----------
// The finished game up to its second enacted policy, then a line cut by a
// power loss, written into the browser's storage.
await context.setOffline(false);
await page.evaluate(() => new Promise((resolve, reject) => {
  const file = '/persist/data/sh-narrator/autosave.jsonl';
  const all = FS.readFile(file, { encoding: 'utf8' }).split('\n');
  const enacted = all.map((line, index) => (line.includes('"enact"') ? index : -1)).filter((i) => i >= 0);
  const lines = all.slice(0, enacted[1] + 1);
  FS.writeFile(file, lines.join('\n') + '\n{"type":"nomin');
  FS.syncfs(false, (error) => (error ? reject(error) : resolve()));
}));
await page.reload();
await waitForApp();
await tap('Resume game');
await settled();
const repaired = await state();
const kept = await page.evaluate(() => FS.readdir('/persist/data/sh-narrator'));
const message = await page.evaluate(() => Module.ccall('shn_message', 'string', [], []));
if (!repaired || repaired.liberal_policies !== 2 || !kept.includes('autosave.jsonl.damaged'))
  await fail(`damaged save: ${JSON.stringify(repaired)} ${JSON.stringify(kept)}`);
if (!/last move was not saved/.test(message)) await fail(`damaged save message: "${message}"`);
ok('a damaged stored autosave: kept aside as autosave.jsonl.damaged, its good moves resumed, the table told');

// --- 8. storage denied, or none at all: the table says so on its own message
// line (nothing of the page covers it), the game goes on in memory -------------
// (local_site.mjs's shapes: denied, throwing, missing entirely)
const storageCases = ['denied', 'throwing', 'missing'];
for (const kind of storageCases) {
  const denied = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, locale: 'fr-FR' });
  await denied.addInitScript({ content: PAGE_SHAPES[`storage-${kind}`] });
  const deniedPage = await denied.newPage();
  const deniedProblems = [];
  deniedPage.on('pageerror', (error) => deniedProblems.push(error.message));
  await deniedPage.goto(url);
  await deniedPage.waitForFunction(() => window.shnFirstFrameTime !== undefined, null, { timeout: 30000 });
  const deniedMessage = await deniedPage.evaluate(() => Module.ccall('shn_message', 'string', [], []));
  if (!/le stockage de ce navigateur/.test(deniedMessage)) await fail(`storage ${kind}: the table says "${deniedMessage}"`);
  const covered = await deniedPage.evaluate(() => {
    const notice = document.getElementById('notice');
    return notice.classList.contains('shown') ? notice.textContent : '';
  });
  if (covered) await fail(`storage ${kind}: the page covers the table with "${covered}"`);
  // A game by taps, in memory: the header's History and Undo can be tapped.
  const tapIn = async (label) => {
    const target = await until(`storage ${kind}: "${label}"`, async () =>
      (await deniedPage.evaluate(() => JSON.parse(Module.ccall('shn_tap_targets', 'string', [], []))))
        .find((t) => (label instanceof RegExp ? label.test(t.label) : t.label === label) && t.ready));
    await deniedPage.touchscreen.tap(target.x + target.w / 2, target.y + target.h / 2);
    await deniedPage.waitForTimeout(60);
  };
  await tapIn('Nouvelle partie');
  await tapIn('5');
  await tapIn(/^Commencer/);
  const header = await until(`storage ${kind}: the table's header`, async () => {
    const all = await deniedPage.evaluate(() => JSON.parse(Module.ccall('shn_tap_targets', 'string', [], [])));
    const onward = all.find((t) => /^(Tout passer|Passer|Tirer au sort|Vers la nuit|Commencer la partie|Continuer)/.test(t.label) && t.ready) ??
      (all.length === 1 && all[0].label === '' && all[0].ready ? all[0] : null);
    if (all.some((t) => t.label === 'Historique')) return all;
    if (onward) await deniedPage.touchscreen.tap(onward.x + onward.w / 2, onward.y + onward.h / 2);
    await deniedPage.waitForTimeout(80);
    return null;
  }, 45000);
  const history = header.find((t) => t.label === 'Historique');
  const hit = await deniedPage.evaluate(([x, y]) => document.elementFromPoint(x, y)?.id, [history.x + 2, history.y + 2]);
  if (hit !== 'canvas') await fail(`storage ${kind}: History is under "${hit}", not the canvas`);
  // The page's title and lang are the table's language (issue 55, item 16):
  // the tab and the home-screen icon say what the header says.
  const frenchTitle = JSON.parse(fs.readFileSync(new URL('../../assets/lang/fr.json', import.meta.url), 'utf8'))['ui.app_title'];
  const titled = await deniedPage.evaluate(() => [document.title, document.documentElement.lang]);
  if (titled[0] !== frenchTitle || titled[1] !== 'fr')
    await fail(`storage ${kind}: the page is titled "${titled[0]}" (lang ${titled[1]}), not "${frenchTitle}" (fr)`);
  if (deniedProblems.length) await fail(`storage ${kind}: ${deniedProblems.join('; ')}`);
  await deniedPage.screenshot({ path: path.join(output, `storage-${kind}.png`) });
  await denied.close();
  ok(`storage ${kind}: the table (in the browser's language, the page's title too) says so on its message line, nothing covers it, a game plays in memory: "${deniedMessage}"`);
}

// --- 8b. names typed by the tablet's own keyboard (issue 55) --------------------
// The invariant: every letter typed arrives, once, whatever brought it: the
// names screen gives the focus to the page's typing field (a tablet opens
// its own keyboard for it), and text inserted by a soft keyboard
// (Input.insertText), key presses of non-ASCII letters, a composition
// (Input.imeSetComposition, then its commit), a paste (Ctrl+V of the
// clipboard), Backspace and the app's own keys all reach the name whole,
// in the game's roster too. Leaving the screen takes the focus back.
{
  const typingContext = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, locale: 'en-US' });
  await typingContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  const typingPage = await typingContext.newPage();
  const typingProblems = [];
  typingPage.on('pageerror', (error) => typingProblems.push(error.message));
  await typingPage.goto(url);
  await typingPage.waitForFunction(() => window.shnFirstFrameTime !== undefined, null, { timeout: 30000 });
  const typingTargets = () => typingPage.evaluate(() => JSON.parse(Module.ccall('shn_tap_targets', 'string', [], [])));
  const tapHere = async (label) => {
    const target = await until(`typing: "${label}"`, async () =>
      (await typingTargets()).find((t) => (label instanceof RegExp ? label.test(t.label) : t.label === label) && t.ready));
    await typingPage.touchscreen.tap(target.x + target.w / 2, target.y + target.h / 2);
    await typingPage.waitForTimeout(80);
  };
  // The name being typed: the field's text, drawn with its cursor "_".
  const field = async () => (await typingPage.evaluate(() => JSON.parse(Module.ccall('shn_drawn_texts', 'string', [], []))))
    .map((text) => text.text).find((text) => text.endsWith('_'))?.slice(0, -1);
  const focused = () => typingPage.evaluate(() => document.activeElement?.id ?? '');
  async function arrives(expected, how) { // the name is `expected`, and stays so (no late duplicate)
    await until(`typing: "${expected}" (${how}); the field shows "${await field()}"`, async () => (await field()) === expected, 5000);
    await typingPage.waitForTimeout(300);
    const now = await field();
    if (now !== expected) await fail(`typing (${how}): "${now}", not "${expected}"`);
    if ((await focused()) !== 'typing') await fail(`typing (${how}): the focus is on "${await focused()}", not the typing field`);
  }
  await tapHere('New game');
  await tapHere('5');
  await tapHere('Names');
  await until('typing: the typing field focused on the names screen', async () => (await focused()) === 'typing');
  ok('the names screen focuses the page\'s typing field (a tablet\'s own keyboard opens for it)');
  await typingPage.keyboard.insertText('Zoë'); // a soft keyboard's insertText: no key events at all
  await arrives('Zoë', 'inserted as text');
  await tapHere('Next');
  await typingPage.keyboard.type('Jürgen'); // key presses, their characters non-ASCII
  await arrives('Jürgen', 'key presses');
  await tapHere('Next');
  const cdp = await typingContext.newCDPSession(typingPage);
  await typingPage.keyboard.type('No');
  await cdp.send('Input.imeSetComposition', { text: 'e', selectionStart: 1, selectionEnd: 1 });
  await cdp.send('Input.imeSetComposition', { text: 'ë', selectionStart: 1, selectionEnd: 1 });
  await cdp.send('Input.insertText', { text: 'ë' }); // the composition committed
  await typingPage.keyboard.type('l');
  await arrives('Noël', 'a composition between key presses');
  await tapHere('Next');
  await typingPage.evaluate(() => navigator.clipboard.writeText('Ségolène'));
  await typingPage.keyboard.press('Control+V');
  await arrives('Ségolène', 'pasted');
  await tapHere('Next');
  await tapHere('E'); // the app's own keyboard, then the tablet's, then Backspace
  await typingPage.keyboard.insertText('mmx');
  await typingPage.keyboard.press('Backspace');
  await typingPage.keyboard.insertText('a');
  await arrives('Emma', 'the app\'s key, inserted text, Backspace');
  ok('every letter typed arrives once: inserted text "Zoë", key presses "Jürgen", a composition "Noël", a paste "Ségolène", the app\'s own key with Backspace "Emma"');
  await tapHere('Done');
  await until('typing: the focus given back after the names screen', async () => (await focused()) !== 'typing');
  await tapHere(/^Start/);
  const roster = await until('typing: a saved setup', async () => {
    const text = await typingPage.evaluate(() => Module.ccall('shn_replay_autosave', 'string', [], []));
    return text.startsWith('error:') ? null : JSON.parse(text).players?.map((player) => player.name);
  });
  if (JSON.stringify(roster) !== JSON.stringify(['Zoë', 'Jürgen', 'Noël', 'Ségolène', 'Emma']))
    await fail(`typing: the game's roster is ${JSON.stringify(roster)}`);
  if (typingProblems.length) await fail(`typing: ${typingProblems.join('; ')}`);
  await typingContext.close();
  ok(`the game's roster holds the names whole (${roster.join(', ')}); off the names screen the typing field lets the focus go`);
}

// --- 9. no WebAssembly: a plain message, never a blank page ----------------------
const old = await browser.newContext({ viewport: { width: 800, height: 480 }, locale: 'it-IT' });
await old.addInitScript({ content: PAGE_SHAPES['no-webassembly'] });
const oldPage = await old.newPage();
await oldPage.goto(url);
const oldNotice = await oldPage.locator('#notice').textContent();
if (!/serve WebAssembly/.test(oldNotice)) await fail(`no WebAssembly: "${oldNotice}"`);
await oldPage.screenshot({ path: path.join(output, 'no-webassembly.png') });
await old.close();
ok('no WebAssembly: a plain message in the browser\'s language');

if (problems.length) await fail(problems.join('\n'));
console.log(`browser test: ${passed} passed, 0 failed`);
await browser.close();
site_.close();
