// Issue 34 in a browser: a table's own narrator recorded on a tablet and
// heard on the Pi. Chromium's fake capture device is the microphone
// (--use-file-for-fake-audio-capture: a line spoken by espeak-ng between
// silences); the page asks leave to use it (granted, as a table taps
// Allow). In the web build, by taps as a table would: Settings, Own voices,
// New voice, a name typed on the on-screen keyboard, Start, Record, Stop,
// Keep, Done. The recording is kept in IndexedDB (a reload finds it), then
// shared: the download is a voice pack. The native app imports that pack
// and narrates the night with it through SDL's disk audio driver, and the
// recorded clip's samples are found, byte for byte, in what it played. Last,
// the tablet's file picker: the same pack imported back into the page (a
// second voice), and a damaged file refused with the catalogue's words.
//   node voice_test.mjs SITE NATIVE-BINARY OUTPUT-FOLDER SOURCE-DIR
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { serveSite, chromiumOptions } from './local_site.mjs';
import { makeUntil } from './until.mjs';
import fs from 'node:fs';
import path from 'node:path';

const [site, native, output, sourceDir] = process.argv.slice(2);
if (!site || !native || !output || !sourceDir) {
  console.error('usage: voice_test.mjs SITE NATIVE-BINARY OUTPUT-FOLDER SOURCE-DIR');
  process.exit(2);
}
fs.rmSync(output, { recursive: true, force: true });
fs.mkdirSync(output, { recursive: true });

// The microphone: 1 s of silence, the line, 1.5 s of silence (48 kHz WAV).
const line = path.join(output, 'line.wav');
const microphone = path.join(output, 'microphone.wav');
execFileSync('espeak-ng', ['-v', 'en', '-s', '150', '-w', line, 'Everybody, close your eyes.']);
execFileSync('python3', ['-c', `
import array, sys, wave
with wave.open(sys.argv[1]) as w:
    rate, frames = w.getframerate(), array.array('h', w.readframes(w.getnframes()))
out = array.array('h', [0] * rate) + frames + array.array('h', [0] * int(rate * 1.5))
with wave.open(sys.argv[2], 'wb') as w:
    w.setnchannels(1); w.setsampwidth(2); w.setframerate(rate); w.writeframes(out.tobytes())
`, line, microphone]);

const site_ = await serveSite(site);
const browser = await chromium.launch({
  ...chromiumOptions,
  args: [...chromiumOptions.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${microphone}`, '--autoplay-policy=no-user-gesture-required'],
});
const context = await browser.newContext({
  viewport: { width: 800, height: 480 }, deviceScaleFactor: 1, hasTouch: true, locale: 'en-US',
  acceptDownloads: true,
});
await context.grantPermissions(['microphone'], { origin: site_.url });
const page = await context.newPage();
const problems = [];
page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

let passed = 0;
async function fail(why) {
  console.log(`FAIL: ${why}`);
  await page.screenshot({ path: path.join(output, 'failure.png') }).catch(() => {});
  if (typeof tablet !== 'undefined')
    await tablet.screenshot({ path: path.join(output, 'failure-tablet.png') }).catch(() => {});
  if (problems.length) console.log(problems.join('\n'));
  await browser.close();
  site_.close();
  process.exit(1);
}
function ok(what) {
  ++passed;
  console.log(`ok ${passed}: ${what}`);
}
const until = makeUntil({ fail, notYet: /Execution context was destroyed|Cannot find context/ });
const targets = () => page.evaluate(() => JSON.parse(Module.ccall('shn_tap_targets', 'string', [], [])));
const texts = () => page.evaluate(() => JSON.parse(Module.ccall('shn_drawn_texts', 'string', [], [])));
const message = () => page.evaluate(() => Module.ccall('shn_message', 'string', [], []));
const words = JSON.parse(fs.readFileSync(path.join(sourceDir, 'assets/lang/en.json'), 'utf8'));
async function tap(label) {
  const target = await until(`a target "${label}", ready for a tap`, async () =>
    (await targets()).find((candidate) => candidate.label === label && candidate.ready));
  await page.touchscreen.tap(target.x + target.w / 2, target.y + target.h / 2);
  await page.waitForTimeout(250);
}
const shows = async (text) => (await texts()).some((drawn) => drawn.text.includes(text));
async function open() {
  await page.goto(site_.url);
  await until('the first frame', () => page.evaluate(() => window.shnFirstFrameTime !== undefined), 30000);
}

// --- recorded in the browser -----------------------------------------------------
await open();
await tap(words['ui.home.settings']);
await tap(words['ui.settings.narrator.own']);
await until('the Own voices page', () => shows(words['ui.voices.none']));
if (await shows(words['ui.voices.no_microphone_offered'].slice(0, 20))) await fail('the page offers no microphone');
await tap(words['ui.voices.new']);
for (const letter of ['W', 'e', 'b']) await tap(letter);
await tap(words['ui.voices.start']);
await until('the first line to record', () => shows(words['ui.voices.status.none']));
ok('Settings, Own voices, New voice, a name typed on the keyboard: the first line is shown');
await tap(words['ui.voices.record']);
await page.waitForTimeout(4500);
await tap(words['ui.voices.stop']);
const heard = await until('the take, or nothing heard', async () =>
  (await shows(words['ui.voices.status.take'])) ? 'take' : (await shows(words['ui.voices.status.heard_nothing'])) ? 'nothing' : null);
if (heard !== 'take') await fail(`the browser's microphone gave no take (${heard})`);
ok('Record, Stop: the browser microphone\'s take is there to hear and keep');
await tap(words['ui.voices.keep']);
await tap(words['ui.voices.done']);
await until('the voice listed', () => shows('Web · 1 of'));
await until('storage written', () => page.evaluate(() => Module.ccall('shn_storage_busy', 'number', [], []) === 0));
await open();
await tap(words['ui.home.settings']);
await tap(words['ui.settings.narrator.own']);
await until('the voice, after a reload', () => shows('Web · 1 of'));
ok('kept: the recorded line is still there after a reload (IndexedDB)');

// --- shared as one file, heard on the Pi ------------------------------------------
const downloading = page.waitForEvent('download');
await tap(words['ui.voices.share']);
const download = await downloading;
const pack = path.join(output, 'web.shnvoice');
await download.saveAs(pack);
const listing = execFileSync('tar', ['tf', pack], { encoding: 'utf8' });
if (!/^manifest\.json$/m.test(listing) || !/^clips\/say\.[a-z_.]+\.wav$/m.test(listing)) await fail(`the pack: ${listing}`);
ok(`Share: a voice pack downloaded (${fs.statSync(pack).size} bytes: ${listing.trim().split('\n').join(', ')})`);

const pi = path.join(output, 'pi');
const env = {
  ...process.env, SH_NARRATOR_DATA_DIR: sourceDir, XDG_DATA_HOME: path.join(pi, 'data'),
  XDG_CONFIG_HOME: path.join(pi, 'config'), SDL_AUDIODRIVER: 'disk', SH_NARRATOR_SILENT_AUDIO: '1',
  SDL_DISKAUDIOFILE: path.join(pi, 'speaker.raw'),
};
fs.mkdirSync(pi, { recursive: true });
const imported = execFileSync(native, ['--lang', 'en', '--import-voice', pack], { env, encoding: 'utf8' });
const narrated = execFileSync(native, ['--lang', 'en', '--narrate', 'night', '--players', '5', '--pause', '2',
  '--narrator', 'own:web'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const clipName = listing.split('\n').find((entry) => entry.startsWith('clips/'));
const clip = path.join(pi, 'data/sh-narrator/voices/en/web', path.basename(clipName));
const found = execFileSync('python3', ['-c', `
import sys, wave
with wave.open(sys.argv[1]) as w:
    clip = w.readframes(w.getnframes())
speaker = open(sys.argv[2], 'rb').read()
# The loudest 2,000 samples of the clip: a probe of silence would match anywhere.
window = 4000
middle = max(range(0, len(clip) - window, 400), key=lambda at: sum(min(b, 256 - b) for b in clip[at + 1:at + window:2]))
at = speaker.find(clip[middle:middle + window])
print(-1 if at < 0 else round((at - middle) / 2 / 22050, 2))
`, clip, path.join(pi, 'speaker.raw')], { encoding: 'utf8' }).trim();
if (found === '-1') await fail(`the native narration did not play the browser's recording: ${imported} ${narrated}`);
ok(`the Pi imported the tablet's pack (${imported.trim()}) and played its line at ${found} s of the night`);

// --- the tablet's file picker ------------------------------------------------------
await tap(words['ui.voices.import']);
let choosing = page.waitForEvent('filechooser');
await tap(words['ui.voices.choose_file']);
await (await choosing).setFiles(pack);
await until('a second voice, imported', async () => (await targets()).filter((t) => t.label === words['ui.voices.share']).length === 2);
ok('Import, Choose a file: the pack chosen is a second voice');
const damaged = path.join(output, 'damaged.shnvoice');
fs.writeFileSync(damaged, fs.readFileSync(pack).subarray(0, 3000));
await tap(words['ui.voices.import']);
choosing = page.waitForEvent('filechooser');
await tap(words['ui.voices.choose_file']);
await (await choosing).setFiles(damaged);
const damagedWords = words['ui.voice.pack.damaged'];
await until('the damaged pack refused', async () => (await message()) === damagedWords);
await tap(words['ui.settings.back']); // the Import page's Back: the list
if ((await targets()).filter((t) => t.label === words['ui.voices.share']).length !== 2) await fail('the damaged pack changed the voices');
ok(`a damaged pack is refused ("${damagedWords}") and nothing changes`);

// --- the tablet's own voice ----------------------------------------------------------
// The browser's speech synthesis, replaced before any script runs by one
// that notes each line asked (its text, language, rate, time) and ends it
// after 0.7 s, or fails it (window.shnTestSpeechFails), or has no voice at
// all (shnTestNoVoice in localStorage, read at the page's start).
const speaking = await browser.newContext({
  viewport: { width: 800, height: 480 }, deviceScaleFactor: 1, hasTouch: true, locale: 'en-US',
});
await speaking.addInitScript(() => {
  const spoken = (window.shnTestSpoken = []);
  const state = { speaking: false };
  const none = localStorage.getItem('shnTestNoVoice') === '1';
  const engine = {
    get speaking() { return state.speaking; }, pending: false, paused: false,
    getVoices: () => (none ? [] : [{ name: 'Test Voice', lang: 'en-US', localService: true, default: true }]),
    speak(utterance) {
      spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate, at: performance.now() });
      state.speaking = true;
      setTimeout(() => utterance.onstart && utterance.onstart({}), 10);
      setTimeout(() => {
        state.speaking = false;
        if (window.shnTestSpeechFails) utterance.onerror && utterance.onerror({ error: 'synthesis-failed' });
        else utterance.onend && utterance.onend({});
      }, 700);
    },
    cancel() { state.speaking = false; }, pause() {}, resume() {}, addEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, get: () => engine });
  window.SpeechSynthesisUtterance = function (text) { this.text = text; };
});
var tablet = await speaking.newPage();
tablet.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
const onTablet = {
  targets: () => tablet.evaluate(() => JSON.parse(Module.ccall('shn_tap_targets', 'string', [], []))),
  texts: () => tablet.evaluate(() => JSON.parse(Module.ccall('shn_drawn_texts', 'string', [], []))),
  spoken: () => tablet.evaluate(() => window.shnTestSpoken),
};
async function tapOnTablet(label) {
  const target = await until(`the tablet: "${label}", ready`, async () =>
    (await onTablet.targets()).find((candidate) => candidate.label === label && candidate.ready));
  await tablet.touchscreen.tap(target.x + target.w / 2, target.y + target.h / 2);
  await tablet.waitForTimeout(250);
}
const tabletShows = async (text) => (await onTablet.texts()).some((drawn) => drawn.text.includes(text));
await tablet.goto(site_.url);
await until('the tablet\'s first frame', () => tablet.evaluate(() => window.shnFirstFrameTime !== undefined), 30000);
await tapOnTablet(words['ui.home.settings']);
await tapOnTablet(words['ui.settings.narrator.own']);
const offered = words['ui.voices.device'].replace('{name}', 'Test Voice');
await until('the tablet\'s voice offered', () => tabletShows(offered));
await tapOnTablet(words['ui.voices.use']);
const welcome = await until('the welcome, said by the tablet', async () => (await onTablet.spoken())[0]);
if (welcome.text !== words['say.setup.welcome'] || !welcome.lang.startsWith('en') || welcome.rate !== 1)
  await fail(`the tablet was asked: ${JSON.stringify(welcome)}`);
ok(`"${offered}" offered; Use: the tablet says the welcome in ${welcome.lang}`);
await tapOnTablet('+');
await tapOnTablet('+');
await until('120%', () => tabletShows(words['ui.voices.rate'].replace('{rate}', '120')));
await tapOnTablet(words['ui.settings.back']);
await tapOnTablet(words['ui.settings.back']);
// The setup, spoken by the tablet: its lines in the order the native app narrates them.
const expected = execFileSync(native, ['--lang', 'en', '--narrate', 'setup', '--players', '5', '--no-audio'],
  { encoding: 'utf8' }).trim().split('\n').map((row) => row.split('\t')[1]);
const before = (await onTablet.spoken()).length;
await tapOnTablet(words['ui.home.new_game']);
await tapOnTablet('5');
await tapOnTablet(words['ui.new_game.start']);
const setup = await until('three setup lines said', async () => {
  const said = (await onTablet.spoken()).slice(before);
  return said.length >= 3 ? said : null;
}, 20000);
for (let index = 0; index < 3; ++index) {
  if (setup[index].text !== expected[index]) await fail(`setup line ${index}: "${setup[index].text}", not "${expected[index]}"`);
  if (Math.abs(setup[index].rate - 1.2) > 1e-6) await fail(`setup line ${index} at rate ${setup[index].rate}`);
  if (index > 0 && setup[index].at - setup[index - 1].at < 700) await fail('a line began before the last one ended');
}
ok('the setup is said by the tablet line by line, in order, each after the last ended, at 120%');
// The tablet's voice fails: the line is played from the clips instead.
await tablet.evaluate(() => { window.shnTestSpeechFails = true; });
await until('a clip playing after the voice failed', () =>
  tablet.evaluate(() => Module.ccall('shn_speaking', 'number', [], []) === 1), 20000);
ok('a line the tablet\'s voice fails on is played from the built-in clips');
// No voice for the language: not offered, and the clips speak.
await tablet.evaluate(() => localStorage.setItem('shnTestNoVoice', '1'));
await tablet.goto(site_.url);
await until('the tablet\'s first frame again', () => tablet.evaluate(() => window.shnFirstFrameTime !== undefined), 30000);
await tapOnTablet(words['ui.home.settings']);
// The Settings button names the voice in use: the tablet's, still chosen.
await tapOnTablet(words['ui.settings.narrator.device']);
await until('the Own voices page', () => tabletShows(words['ui.voices.intro'].slice(0, 20)));
if (await tabletShows('Test Voice')) await fail('a voice offered where the browser has none');
const asked = (await onTablet.spoken()).length;
await tapOnTablet(words['ui.settings.back']);
await tapOnTablet(words['ui.settings.back']);
await tapOnTablet(words['ui.home.resume']);
await tapOnTablet(words['ui.night.replay']); // the setup's line, said again
await until('a clip playing with no tablet voice', () =>
  tablet.evaluate(() => Module.ccall('shn_speaking', 'number', [], []) === 1), 20000);
if ((await onTablet.spoken()).length !== asked) await fail('the tablet was asked to speak with no voice');
ok('no voice for the language: none offered, and the built-in clips speak');

if (problems.length) await fail(problems.join('\n'));
console.log(`PASS: ${passed} checks`);
await browser.close();
site_.close();
