// The board for phones under load (issue 14; docs/performance.md): the
// real table app in Xvfb serving 32 phones on 127.0.0.1 while a scripted
// table plays a move a second (key presses: nominate, vote, enact; then
// undo them), measured against the same table with no phone.
//   xvfb-run -a -s "-screen 0 1280x800x24" node bench/board_load_bench.mjs BINARY [SECONDS] [PHONES]
// Prints, for each run (no phones, then PHONES phones): the move-to-phone
// latency (median, 99th percentile, max: from the key press to the line on
// every phone's stream), the table's frame time (median, 99th percentile:
// SH_NARRATOR_REPORT_FRAMES), the app's resident memory (VmRSS at the end,
// VmHWM) and its CPU (share of one core over the run).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const [binary, secondsText = '60', phonesText = '32'] = process.argv.slice(2);
if (!binary) {
  console.error('usage: board_load_bench.mjs BINARY [SECONDS] [PHONES]');
  process.exit(2);
}
const seconds = Number(secondsText), phoneCount = Number(phonesText);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function run(phones) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shn-load-'));
  const autosave = path.join(work, 'data', 'sh-narrator', 'autosave.jsonl');
  const port = 21000 + ((process.pid + phones) % 20000);
  const errFile = path.join(work, 'app.err');
  const app = spawn(binary, ['--serve-board', `127.0.0.1:${port}`], {
    env: { ...process.env, XDG_DATA_HOME: path.join(work, 'data'), XDG_CONFIG_HOME: path.join(work, 'config'),
           SDL_AUDIODRIVER: 'dummy', SH_NARRATOR_SILENT_AUDIO: '1', SH_NARRATOR_REPORT_FRAMES: '1' },
    stdio: ['ignore', 'ignore', fs.openSync(errFile, 'w')],
  });
  for (let i = 0; i < 200; ++i) {
    try { if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break; } catch { /* not yet */ }
    await sleep(50);
  }
  const window_ = execFileSync('xdotool', ['search', '--sync', '--onlyvisible', '--name', 'Secret Hitler Narrator'])
    .toString().trim().split('\n')[0];
  const press = (...keys) => execFileSync('xdotool', ['key', '--window', window_, '--delay', '40', ...keys]);
  const events = () => (fs.existsSync(autosave)
    ? fs.readFileSync(autosave, 'utf8').split('\n').filter((line) => line.trim()).length - 1 : -1);
  const state = () => JSON.parse(execFileSync(binary, ['--replay', autosave]));
  const nextKeys = (policy = 'l') => {
    const now = state();
    if (now.phase === 'nomination') return [now.eligible_chancellors[0].replace('Player ', '')];
    if (now.phase === 'election') return ['Return'];
    return [policy];
  };
  const waitEvents = async (n) => { for (let i = 0; i < 300 && events() !== n; ++i) await sleep(10); };

  // A game to play in: five players, the setup and the night skipped, four
  // governments enacting liberal, fascist, liberal, fascist (13 moves in the
  // log; the loop's liberal policy, the third, never ends the game).
  press('Return', '5', 'Return');
  await waitEvents(0);
  press('Right', 'Right', 'Right', 'Right', 'Right', 'Right', 'Right', 'Return', 'Return');
  await waitEvents(1);
  press('Return', 'Right', 'Right', 'Right', 'Right', 'Right', 'Right', 'Return');
  await sleep(300);
  for (let move = 0; move < 12; ++move) {
    const n = events() + 1;
    press(...nextKeys(move % 6 === 2 ? 'l' : 'f'));
    await waitEvents(n);
  }

  // The phones: raw Server-Sent Events streams, each counting its moves.
  const pending = []; // [{at, expected, seen: Set}]
  const latencies = [];
  const streams = [];
  for (let p = 0; p < phones; ++p) {
    const request = http.get({ host: '127.0.0.1', port, path: '/events' }, (response) => {
      let buffer = '', moves = -1;
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (message.startsWith('event: reset')) moves = message.split('\n').filter((l) => l.startsWith('data: {')).length - 1;
          else if (message.startsWith('event: line')) moves += 1;
          else continue;
          const now = performance.now();
          for (const move of pending)
            if (!move.seen.has(p) && moves === move.expected) { move.seen.add(p); latencies.push(now - move.at); }
        }
      });
    });
    request.on('error', () => {});
    streams.push(request);
  }
  await sleep(1000);
  const ticks = () => { const f = fs.readFileSync(`/proc/${app.pid}/stat`, 'utf8').split(') ')[1].split(' '); return Number(f[11]) + Number(f[12]); };
  const framesBefore = fs.readFileSync(errFile, 'utf8').split('\n').length;
  const cpuStart = ticks(), wallStart = performance.now();
  // A move a second: three moves, then three undos, again and again.
  for (let second = 0; second < seconds; ++second) {
    const started = performance.now();
    const keys = second % 6 < 3 ? nextKeys() : ['BackSpace'];
    const expected = events() + (second % 6 < 3 ? 1 : -1);
    const move = { at: performance.now(), expected, seen: new Set() };
    pending.push(move);
    press(...keys);
    if (pending.length > 3) pending.shift();
    await sleep(Math.max(0, 1000 - (performance.now() - started)));
  }
  await sleep(500);
  const cpu = (ticks() - cpuStart) / 100 / ((performance.now() - wallStart) / 1000); // 100 ticks a second
  const status = fs.readFileSync(`/proc/${app.pid}/status`, 'utf8');
  const kb = (field) => Number((new RegExp(`${field}:\\s+(\\d+)`).exec(status) || [])[1]);
  const frames = fs.readFileSync(errFile, 'utf8').split('\n').slice(framesBefore)
    .map((line) => /^frame_us=(\d+)/.exec(line)).filter(Boolean).map((m) => Number(m[1]) / 1000);
  for (const stream of streams) stream.destroy();
  app.kill();
  await sleep(300);
  fs.rmSync(work, { recursive: true, force: true });
  const missed = phones * seconds - latencies.length;
  return { phones, latencies, frames, rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024, cpu: cpu * 100, missed };
}

const rows = [];
for (const phones of [0, phoneCount]) rows.push(await run(phones));
console.log('| phones | move to phone, median / p99 / max ms | table frame, median / p99 ms | memory, RSS / peak MB | CPU, % of a core |');
console.log('|---|---|---|---|---|');
for (const r of rows) {
  const latency = r.phones ? `${percentile(r.latencies, 50).toFixed(0)} / ${percentile(r.latencies, 99).toFixed(0)} / ${Math.max(...r.latencies).toFixed(0)} (${r.latencies.length} arrivals, ${r.missed} missed)` : '-';
  console.log(`| ${r.phones} | ${latency} | ${percentile(r.frames, 50).toFixed(2)} / ${percentile(r.frames, 99).toFixed(2)} (${r.frames.length} frames) | ${r.rss.toFixed(1)} / ${r.hwm.toFixed(1)} | ${r.cpu.toFixed(1)} |`);
}
