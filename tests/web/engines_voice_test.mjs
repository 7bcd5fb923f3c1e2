// Issue 34 in Firefox ESR and WebKitGTK: a table's own narrator recorded
// from the tablet's microphone. Neither engine can play a file as its fake
// microphone (Firefox's fake stream is a tone, WebKit's mock device a beep),
// so the microphone here is real sound through the system's own audio:
// PulseAudio (Debian's pulseaudio) with a null sink "mic", whose sound a
// virtual source gives as the default input (WebKit lists no monitor
// source), and a null sink as the loudspeaker (without an output device
// Firefox's AudioContext never runs, and the recorder hears nothing: what
// issue 34's first try met). paplay plays a line spoken by espeak-ng into
// "mic" while the app records, by taps as a table would: Settings, Own
// voices, New voice, a name on the on-screen keyboard, Start, Record, Stop,
// Keep, Done. Then, in each engine:
// 1. the kept clip (read from the page's files) is the line: its speech
//    lasts as long as espeak-ng's (within 0.25 s), its loudness envelope
//    matches (correlation of the 20 ms envelopes at least 0.8), its level
//    is within 1 dB of the target (-16 dBFS), its silences are trimmed;
// 2. after a reload, the voice is still listed (the engine's IndexedDB).
// Chromium has its own test (voice_test.mjs), with its fake device.
//   node engines_voice_test.mjs SITE OUTPUT-FOLDER SOURCE-DIR [firefox|webkit]...
// WebKit's MiniBrowser needs a display: run it under xvfb-run.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { serveSite } from './local_site.mjs';
import { makeUntil } from './until.mjs';
import { firefox, webkit } from './drivers.mjs';

const [site, output, sourceDir, ...asked] = process.argv.slice(2);
if (!site || !output || !sourceDir) {
  console.error('usage: engines_voice_test.mjs SITE OUTPUT-FOLDER SOURCE-DIR [firefox|webkit]...');
  process.exit(2);
}
const engines = asked.length ? asked : ['firefox', 'webkit'];
fs.rmSync(output, { recursive: true, force: true });
fs.mkdirSync(output, { recursive: true });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const words = JSON.parse(fs.readFileSync(path.join(sourceDir, 'assets/lang/en.json'), 'utf8'));

// --- the microphone: PulseAudio of our own --------------------------------------
const pulseHome = path.join(output, 'pulse');
fs.mkdirSync(pulseHome, { recursive: true, mode: 0o700 });
const socket = path.join(pulseHome, 'native');
const pulse = spawn('pulseaudio', ['-n', '--daemonize=no', '--exit-idle-time=-1', '--disallow-exit',
  '--use-pid-file=no', '--load=module-null-sink sink_name=mic', '--load=module-null-sink sink_name=speaker',
  `--load=module-native-protocol-unix socket=${socket} auth-anonymous=1`,
  '--load=module-virtual-source source_name=microphone master=mic.monitor'], {
  env: { ...process.env, HOME: pulseHome, XDG_RUNTIME_DIR: pulseHome, XDG_CONFIG_HOME: pulseHome },
  stdio: ['ignore', 'ignore', fs.openSync(path.join(output, 'pulseaudio.log'), 'w')],
});
process.env.PULSE_SERVER = `unix:${socket}`;
let served = null;
let browser = null;
let passed = 0;
async function fail(why) {
  console.log(`FAIL: ${why}`);
  if (browser) {
    fs.writeFileSync(path.join(output, 'failure.png'), await browser.png().catch(() => Buffer.alloc(0)));
    console.log(browser.console().join('\n'));
    await browser.close().catch(() => {});
  }
  if (served) served.close();
  pulse.kill();
  process.exit(1);
}
const until = makeUntil({
  fail, pause: 80, timeout: 20000,
  notYet: /navigat|context|detached|JavaScript error|Module is not defined|null is not an object|ECONNREFUSED|Connection refused/i,
});
await until('PulseAudio listening', () => {
  try {
    execFileSync('pactl', ['set-default-source', 'microphone'], { stdio: 'ignore' });
    execFileSync('pactl', ['set-default-sink', 'speaker'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

// The line: espeak-ng's, at 22.05 kHz, with a second of silence each side.
const line = path.join(output, 'line.wav');
execFileSync('espeak-ng', ['-v', 'en', '-s', '150', '-w', line, 'Everybody, close your eyes.']);
const played = path.join(output, 'microphone.wav');
execFileSync('sox', [line, played, 'pad', '1', '1']);

// How alike two clips are: their speech's length (tools/speech_level.py)
// and the best correlation of their 20 ms loudness envelopes (log scale)
// within half a second of shift.
function compare(recorded) {
  const script = `
import array, json, math, sys, wave
sys.path.insert(0, sys.argv[3])
from speech_level import measure
def envelope(name):
    with wave.open(name) as w:
        rate, s = w.getframerate(), array.array('h', w.readframes(w.getnframes()))
    n = int(rate * 0.02)
    return [math.log10(1 + math.sqrt(sum(x * x for x in s[b:b + n]) / n)) for b in range(0, len(s) - n + 1, n)]
a, b = envelope(sys.argv[1]), envelope(sys.argv[2])
def correlation(x, y):
    n = min(len(x), len(y))
    x, y = x[:n], y[:n]
    mx, my = sum(x) / n, sum(y) / n
    sxy = sum((p - mx) * (q - my) for p, q in zip(x, y))
    sx = math.sqrt(sum((p - mx) ** 2 for p in x)); sy = math.sqrt(sum((q - my) ** 2 for q in y))
    return sxy / (sx * sy) if sx and sy else 0.0
best = max(max(correlation(a[k:], b), correlation(a, b[k:])) for k in range(0, 26))
print(json.dumps({"line": measure(sys.argv[1]), "clip": measure(sys.argv[2]), "correlation": round(best, 3)}))
`;
  return JSON.parse(execFileSync('python3', ['-c', script, line, recorded,
    path.join(sourceDir, 'tools')], { encoding: 'utf8' }));
}

for (const engine of engines) {
  served = await serveSite(site);
  browser = engine === 'firefox' ? await firefox({ microphone: true }) : await webkit({ microphone: true });
  const name = browser.name;
  const ok = (what) => console.log(`ok ${++passed}: ${name}: ${what}`);
  await browser.resize(800, 480);
  const targets = async () => JSON.parse(await browser.evaluate("Module.ccall('shn_tap_targets', 'string', [], [])"));
  const texts = async () => JSON.parse(await browser.evaluate("Module.ccall('shn_drawn_texts', 'string', [], [])"));
  const shows = async (text) => (await texts()).some((drawn) => drawn.text.includes(text));
  async function tap(label) {
    const target = await until(`${name}: "${label}", ready for a tap`, async () =>
      (await targets()).find((candidate) => candidate.label === label && candidate.ready));
    await browser.tap(target.x + target.w / 2, target.y + target.h / 2);
    await sleep(200);
  }
  async function open() {
    await browser.open(served.url);
    await until(`${name}: the first frame`, () => browser.evaluate('window.shnFirstFrameTime !== undefined'), 40000);
  }
  async function ownVoices() {
    await tap(words['ui.home.settings']);
    await tap(words['ui.settings.narrator.own']);
  }

  await open();
  await ownVoices();
  await until(`${name}: the Own voices page`, () => shows(words['ui.voices.none']));
  await tap(words['ui.voices.new']);
  for (const letter of ['W', 'e', 'b']) await tap(letter);
  await tap(words['ui.voices.start']);
  await until(`${name}: the first line to record`, () => shows(words['ui.voices.status.none']));
  await tap(words['ui.voices.record']);
  await sleep(800); // the browser opens its microphone
  execFileSync('paplay', ['--device=mic', played]);
  await tap(words['ui.voices.stop']);
  const heard = await until(`${name}: the take, or nothing heard`, async () =>
    (await shows(words['ui.voices.status.take'])) ? 'take'
      : (await shows(words['ui.voices.status.heard_nothing'])) ? 'nothing' : null);
  if (heard !== 'take') await fail(`${name}: the microphone gave no take (${heard})`);
  await tap(words['ui.voices.keep']);
  await tap(words['ui.voices.done']);
  await until(`${name}: the voice listed`, () => shows('Web · 1 of'));
  await until(`${name}: storage written`, async () =>
    (await browser.evaluate("Module.ccall('shn_storage_busy', 'number', [], [])")) === 0);
  const file = JSON.parse(await browser.evaluate(`(() => {
    const folder = '/persist/data/sh-narrator/voices/en/web';
    const name = Module.FS.readdir(folder).find((entry) => entry.endsWith('.wav'));
    const bytes = Module.FS.readFile(folder + '/' + name);
    let binary = '';
    for (let at = 0; at < bytes.length; at += 32768)
      binary += String.fromCharCode.apply(null, bytes.subarray(at, at + 32768));
    return JSON.stringify({ name, data: btoa(binary) });
  })()`));
  const recorded = path.join(output, `${engine}-${file.name}`);
  fs.writeFileSync(recorded, Buffer.from(file.data, 'base64'));
  const alike = compare(recorded);
  const speech = (m) => m.seconds - m.lead - m.tail;
  const report = `speech ${speech(alike.clip).toFixed(2)} s (the line's ${speech(alike.line).toFixed(2)} s), ` +
    `envelope correlation ${alike.correlation}, level ${alike.clip.level.toFixed(2)} dBFS, ` +
    `silence ${alike.clip.lead.toFixed(2)} s before and ${alike.clip.tail.toFixed(2)} s after`;
  if (Math.abs(speech(alike.clip) - speech(alike.line)) > 0.25 || alike.correlation < 0.8 ||
      Math.abs(alike.clip.level + 16) > 1 || alike.clip.lead > 0.15 || alike.clip.tail > 0.4)
    await fail(`${name}: the kept clip is not the line: ${report}`);
  ok(`recorded by taps from the microphone and kept: ${report}`);

  await open();
  await ownVoices();
  await until(`${name}: the voice, after a reload`, () => shows('Web · 1 of'));
  ok('the recorded line is still there after a reload (IndexedDB)');
  await browser.close();
  browser = null;
  served.close();
  served = null;
}
pulse.kill();
console.log(`${passed} checks passed`);
