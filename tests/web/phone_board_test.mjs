// The board for phones end to end (issue 14), run under Xvfb:
//   node tests/web/phone_board_test.mjs NATIVE-BINARY OUTPUT-FOLDER SITE
// 1. Starts the real table app with --serve-board 127.0.0.1:PORT (its data
//    from the source tree, the viewer from SITE: the test build's site,
//    build-web/test-site, whose app has the hooks this test reads), fetches
//    the page.
// 2. Opens it in Debian's Chromium as a phone (390x844, French) through a
//    TCP relay that stands for the Wi-Fi.
// 3. Plays moves with key presses on the table's window (xdotool): after
//    each one, the phone shows the same number of moves within 1 s, and its
//    pixels changed. Also after an undo and a new game's start.
// 4. The Wi-Fi drops (the relay closes every connection and stops
//    listening), the table plays two moves, the Wi-Fi comes back: the phone
//    catches up by itself.
// 5. The bad-input list while the table plays (a 1 MB POST, a path out of
//    the folder, 9 KB of headers, three slowloris clients, 32 phones and a
//    33rd refused, random bytes): after each, a key press on the table still
//    saves a move within 1 s, and the phone still follows within 1 s.
// Prints one line per check and the move-to-phone latencies; exits 1 at the
// first failure, with the phone's screenshot in OUTPUT-FOLDER.
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { execFileSync, spawn } from 'node:child_process';
import { chromiumOptions } from './local_site.mjs';
import { makeUntil } from './until.mjs';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';

const [native, output, site] = process.argv.slice(2);
if (!native || !output || !site) {
  console.error('usage: phone_board_test.mjs NATIVE-BINARY OUTPUT-FOLDER SITE');
  process.exit(2);
}
fs.mkdirSync(output, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shn-phone-'));
// The app's data folder: the source tree's data, and SITE where an
// installed app keeps its viewer (<data>/web, BoardSharing::viewer_folder).
const source = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '../..');
const data = path.join(work, 'app-data');
fs.mkdirSync(data);
for (const folder of ['assets', 'audio']) fs.symlinkSync(path.join(source, folder), path.join(data, folder));
fs.cpSync(site, path.join(data, 'web'), { recursive: true });
const autosave = path.join(work, 'data', 'sh-narrator', 'autosave.jsonl');
const port = 20000 + (process.pid % 20000);
const appErr = fs.openSync(path.join(work, 'app.err'), 'w');
const app = spawn(native, ['--serve-board', `127.0.0.1:${port}`], {
  env: { ...process.env, SH_NARRATOR_DATA_DIR: data, XDG_DATA_HOME: path.join(work, 'data'),
         XDG_CONFIG_HOME: path.join(work, 'config'), SDL_AUDIODRIVER: 'dummy', SH_NARRATOR_SILENT_AUDIO: '1' },
  stdio: ['ignore', 'ignore', appErr],
});
let browser = null, page = null, relay = null, passed = 0;
const latencies = [];
const sockets = [];

async function fail(why) {
  console.log(`FAIL: ${why}`);
  if (page) await page.screenshot({ path: path.join(output, 'phone-failure.png') }).catch(() => {});
  console.log(`app stderr: ${fs.readFileSync(path.join(work, 'app.err'), 'utf8')}`);
  await finish(1);
}
async function finish(status) {
  for (const socket of sockets) socket.destroy();
  if (browser) await browser.close().catch(() => {});
  if (relay) relay.stop();
  app.kill();
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(status);
}
function ok(what) { console.log(`ok ${++passed}: ${what}`); }
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// Any exception is "not yet" here: the table's server starts with the app.
const until = makeUntil({ fail, notYet: /(?:)/, pause: 20 });

// --- the table: its window, key presses, its autosave ---------------------------
await until('the board served', async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 20000);
ok('the table app serves the board on 127.0.0.1');
const page0 = await (await fetch(`http://127.0.0.1:${port}/`)).text();
if (!page0.includes('board.js')) await fail('the page is not the viewer');
const window_ = execFileSync('xdotool', ['search', '--sync', '--onlyvisible', '--name',
                                         'Secret Hitler Narrator']).toString().trim().split('\n')[0];
const press = (...keys) => execFileSync('xdotool', ['key', '--window', window_, '--delay', '60', ...keys]);
const events = () => (fs.existsSync(autosave)
  ? fs.readFileSync(autosave, 'utf8').split('\n').filter((line) => line.trim()).length - 1 : -1);
function state() {
  try { return JSON.parse(execFileSync(native, ['--replay', autosave], { stdio: ['ignore', 'pipe', 'ignore'] })); }
  catch { return null; }
}

// --- the Wi-Fi: a TCP relay between the phone and the table ----------------------
function makeRelay(listenPort) {
  const open = new Set();
  let server = null;
  const start = () => new Promise((resolve) => {
    server = net.createServer((client) => {
      const upstream = net.connect(port, '127.0.0.1');
      open.add(client); open.add(upstream);
      client.pipe(upstream); upstream.pipe(client);
      const drop = () => { client.destroy(); upstream.destroy(); open.delete(client); open.delete(upstream); };
      client.on('error', drop); upstream.on('error', drop); client.on('close', drop); upstream.on('close', drop);
    });
    server.listen(listenPort, '127.0.0.1', resolve);
  });
  const stop = () => {
    if (server) server.close();
    server = null;
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return { start, stop };
}
const relayPort = port + 1 > 65000 ? port - 1 : port + 1;
relay = makeRelay(relayPort);
await relay.start();

// --- the phone ---------------------------------------------------------------------
browser = await chromium.launch(chromiumOptions);
const context = await browser.newContext({
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true,
  locale: 'fr-FR',
});
page = await context.newPage();
const problems = [];
page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
await page.goto(`http://127.0.0.1:${relayPort}/`);
const shown = () => page.evaluate(() => (window.Module && Module._shn_viewer_moves ? Module.ccall('shn_viewer_moves', 'number', [], []) : -2));
await until('the phone drew its board', () => page.evaluate(() => window.shnBoard && window.shnBoard.updates > 0), 30000);
if ((await shown()) !== -1) await fail(`no game yet, but the phone shows ${await shown()} moves`);
let lastShot = await page.screenshot({ path: path.join(output, 'phone-waiting.png') });
ok('the phone waits for a game, in its own language (fr)');

function differs(a, b) {
  const x = PNG.sync.read(a), y = PNG.sync.read(b);
  let different = 0;
  for (let i = 0; i < x.data.length; i += 4)
    if (Math.abs(x.data[i] - y.data[i]) + Math.abs(x.data[i + 1] - y.data[i + 1]) + Math.abs(x.data[i + 2] - y.data[i + 2]) > 30) ++different;
  return different / (x.width * x.height);
}
/// Presses `keys` on the table; the autosave must hold `expected` moves
/// within 1 s (the table's usual time) and the phone must show them within
/// 1 s of the key press, its pixels changed.
async function tableMove(what, keys, expected, shot) {
  const before = Date.now();
  press(...keys);
  const saved = await until(`${what}: saved`, async () => (events() === expected ? Date.now() : 0), 3000);
  if (saved - before > 1000) await fail(`${what}: saved ${saved - before} ms after the key`);
  const seen = await until(`${what}: on the phone`, async () => ((await shown()) === expected ? Date.now() : 0), 3000);
  const latency = seen - before;
  latencies.push(latency);
  if (latency > 1000) await fail(`${what}: the phone showed it ${latency} ms after the key`);
  await sleep(50); // the frame after the change
  const image = await page.screenshot(shot ? { path: path.join(output, `phone-${shot}.png`) } : {});
  const change = differs(lastShot, image);
  if (change < 0.001) await fail(`${what}: the phone's pixels did not change`);
  lastShot = image;
  ok(`${what}: saved, and on the phone ${latency} ms after the key (${(change * 100).toFixed(1)}% of its pixels)`);
}
/// The next move of a plain game: nominate the first eligible, all Ja, a liberal policy.
function nextMove() {
  const now = state();
  if (now.phase === 'nomination') return [`nomination`, [now.eligible_chancellors[0].replace('Player ', '')]];
  if (now.phase === 'election') return ['vote', ['Return']];
  if (now.phase === 'legislative') return ['policy', ['l']];
  return null;
}
async function playOne(label, shot) {
  const [what, keys] = nextMove() || (await fail(`no plain move in phase ${state().phase}`));
  await tableMove(`${label}${what}`, keys, events() + 1, shot);
}

// --- a new game, then moves -----------------------------------------------------
const newGameAt = Date.now();
press('Return', '5', 'Return'); // home: new game, five players, start
await until('the new game on the phone', async () => (await shown()) === 0, 3000);
latencies.push(Date.now() - newGameAt);
ok(`a new game on the phone ${Date.now() - newGameAt} ms after the keys`);
press('Right', 'Right', 'Right', 'Right', 'Right', 'Right', 'Right', 'Return'); // the setup's lines
await tableMove('the first president drawn', ['Return'], 1);
press('Return'); // on to the night
press('Right', 'Right', 'Right', 'Right', 'Right', 'Right', 'Return'); // the night's lines
await sleep(300);
const addedBefore = await page.evaluate(() => window.shnBoard.added);
await playOne('', 'nomination');
await playOne('', 'election');
// Each move came alone and the phone applied it alone (shn_viewer_add,
// issue 45), not by replaying the whole game.
const addedMoves = (await page.evaluate(() => window.shnBoard.added)) - addedBefore;
if (addedMoves < 2) await fail(`the phone applied ${addedMoves} of the 2 moves alone (shn_viewer_add)`);
ok(`the phone applied the ${addedMoves} new moves alone (shn_viewer_add)`);
const beforeUndo = events();
await tableMove('undo', ['BackSpace'], beforeUndo - 1, 'undo');
await playOne('again: ');

// --- the Wi-Fi drops, the table plays on, the Wi-Fi comes back ------------------
relay.stop();
await until('the phone noticed', () => page.evaluate(() => !window.shnBoard.connected), 5000);
for (let i = 0; i < 2; ++i) {
  const [, keys] = nextMove();
  const expected = events() + 1;
  press(...keys);
  await until('a move while the phone is away', async () => events() === expected, 3000);
}
const back = Date.now();
await relay.start();
await until('the phone caught up', async () => (await shown()) === events(), 10000);
ok(`the Wi-Fi back, the phone caught up by itself in ${Date.now() - back} ms (${events()} moves)`);
lastShot = await page.screenshot({ path: path.join(output, 'phone-reconnected.png') });

// --- the bad-input list, each while the table plays -----------------------------
function raw(bytes, keepOpen = false) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const parts = [];
    const answer = () => Buffer.concat(parts).toString('utf8');
    socket.on('data', (data) => { parts.push(data); if (keepOpen) resolve(answer()); });
    socket.on('error', () => resolve(answer()));
    socket.on('close', () => resolve(answer()));
    if (keepOpen) sockets.push(socket);
    setTimeout(() => resolve(answer()), 3000);
  });
}
const status = (answer) => Number((/^HTTP\/1\.1 (\d{3})/.exec(answer) || [])[1] || 0);

let answer = await raw('POST /events HTTP/1.1\r\nHost: x\r\nContent-Length: 1048576\r\n\r\n');
if (status(answer) !== 405) await fail(`a 1 MB POST: ${answer.slice(0, 80)}`);
await playOne('after a 1 MB POST (405, unread): ');
answer = await raw('GET /../../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n');
if (status(answer) !== 404) await fail(`a path out: ${answer.slice(0, 80)}`);
answer = await raw('GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n');
if (status(answer) !== 404) await fail(`an encoded path out: ${answer.slice(0, 80)}`);
await playOne('after paths out of the folder (404): ');
answer = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(9000)}\r\n\r\n`);
if (![400, 413].includes(status(answer))) await fail(`9 KB of headers: ${answer.slice(0, 80)}`);
await playOne('after 9 KB of headers (refused): ');
for (let i = 0; i < 3; ++i) {
  const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost'));
  socket.on('error', () => {});
  sockets.push(socket);
}
await playOne('with three slowloris clients hanging: ');
const watchers = [];
for (let i = 0; i < 31; ++i) watchers.push(raw('GET /events HTTP/1.1\r\nHost: x\r\n\r\n', true));
await Promise.all(watchers);
answer = await raw('GET /events HTTP/1.1\r\nHost: x\r\nAccept-Language: fr\r\n\r\n');
if (status(answer) !== 503 || !answer.includes('32 téléphones')) await fail(`the 33rd phone: ${answer.slice(0, 300)}`);
ok('the 33rd phone gets a refusal page, in its language');
await playOne('with 32 phones watching: ');
for (let i = 0; i < 20; ++i) {
  const bytes = Buffer.from(Array.from({ length: 64 + (i * 37) % 512 }, (_, j) => (i * 131 + j * 17) % 256));
  await raw(bytes);
}
await playOne('after random bytes: ');
for (const socket of sockets) socket.destroy();

if (problems.length) await fail(problems.join('\n'));
latencies.sort((a, b) => a - b);
const median = latencies[Math.floor(latencies.length / 2)];
console.log(`move to phone: median ${median} ms, max ${latencies[latencies.length - 1]} ms over ${latencies.length} changes`);
console.log(`phone board test: ${passed} checks passed`);
await finish(0);
