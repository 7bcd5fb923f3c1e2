// Issue 34 in Firefox ESR: a line recorded from the browser's microphone.
// Firefox's fake media stream (media.navigator.streams.fake: a tone, no
// file can be given) is the microphone, its permission prompt answered
// (media.navigator.permission.disabled). By taps: Settings, Own voices, New
// voice, a name on the on-screen keyboard, Start, Record, Stop: the take is
// there to keep (the tone is heard), Keep, and the voice lists one line.
//   node voice_firefox_test.mjs SITE
import puppeteer from 'puppeteer-core';
import { serveSite } from './local_site.mjs';
import { makeUntil } from './until.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [site] = process.argv.slice(2);
if (!site) {
  console.error('usage: voice_firefox_test.mjs SITE');
  process.exit(2);
}
const words = JSON.parse(fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../assets/lang/en.json'), 'utf8'));
const site_ = await serveSite(site);
const browser = await puppeteer.launch({
  browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true, protocol: 'webDriverBiDi',
  args: ['--width=800', '--height=480'],
  extraPrefsFirefox: {
    'media.navigator.streams.fake': true,
    'media.navigator.permission.disabled': true,
    'media.autoplay.default': 0,
    'intl.accept_languages': 'en-US',
  },
});
const page = await browser.newPage();
await page.setViewport({ width: 800, height: 480 });
let passed = 0;
async function fail(why) {
  console.log(`FAIL: ${why}`);
  await browser.close().catch(() => {});
  site_.close();
  process.exit(1);
}
const ok = (what) => console.log(`ok ${++passed}: ${what}`);
const until = makeUntil({ fail, notYet: /context was destroyed|Cannot find context/ });
const targets = () => page.evaluate(() => JSON.parse(Module.ccall('shn_tap_targets', 'string', [], [])));
const texts = () => page.evaluate(() => JSON.parse(Module.ccall('shn_drawn_texts', 'string', [], [])));
const shows = async (text) => (await texts()).some((drawn) => drawn.text.includes(text));
async function tap(label) {
  const target = await until(`a target "${label}", ready`, async () =>
    (await targets()).find((candidate) => candidate.label === label && candidate.ready));
  await page.mouse.click(target.x + target.w / 2, target.y + target.h / 2);
  await new Promise((resolve) => setTimeout(resolve, 300));
}

await page.goto(site_.url);
await until('the first frame', () => page.evaluate(() => window.shnFirstFrameTime !== undefined), 60000);
await tap(words['ui.home.settings']);
await tap(words['ui.settings.narrator.own']);
await until('the Own voices page', () => shows(words['ui.voices.none']));
await tap(words['ui.voices.new']);
for (const letter of ['F', 'o', 'x']) await tap(letter);
await tap(words['ui.voices.start']);
await until('the first line to record', () => shows(words['ui.voices.status.none']));
await tap(words['ui.voices.record']);
await new Promise((resolve) => setTimeout(resolve, 3000));
await tap(words['ui.voices.stop']);
const heard = await until('the take, or nothing heard', async () =>
  (await shows(words['ui.voices.status.take'])) ? 'take' : (await shows(words['ui.voices.status.heard_nothing'])) ? 'nothing' : null);
if (heard !== 'take') await fail(`Firefox's fake microphone gave no take (${heard})`);
ok('Firefox ESR: Record, Stop: a take from its fake microphone');
await tap(words['ui.voices.keep']);
await tap(words['ui.voices.done']);
await until('the voice listed with its line', () => shows('Fox · 1 of'));
ok('Firefox ESR: kept, and listed with one line');
console.log(`PASS: ${passed} checks`);
await browser.close();
site_.close();
