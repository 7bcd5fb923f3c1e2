// The two engines besides Chromium, one shape each (engines_test.mjs,
// bench/web_visit_bench.mjs): Firefox ESR (Debian's firefox-esr, driven by
// puppeteer-core over WebDriver BiDi) and WebKitGTK (Debian's
// webkit2gtk-driver: WebKitWebDriver and its MiniBrowser, the closest engine
// to iPad Safari this machine runs; classic WebDriver over HTTP, spoken here
// with fetch; it needs a display: run under xvfb-run). Each opens a fresh
// profile at a phone's size, WIDTH x HEIGHT (WebKit: as narrow as its window
// goes, 447 px), and gives { name, width, resize(w, h) -> page width,
// open(address), evaluate(expression), tap(x, y) (real pointer input),
// keys(text) (real key presses, one a character, to the focused element),
// reload(), png() -> the page's pixels, console() -> its last lines (Firefox;
// none in WebKit), close() }. SHN_WEBKIT_LOG=FILE keeps WebKitWebDriver's and
// MiniBrowser's own messages in FILE. With { microphone: true } the page may
// use the system's default audio input without asking (Firefox: its prompt
// off; WebKit: MediaStream on, which MiniBrowser under automation allows);
// the input is whatever PulseAudio gives (engines_voice_test.mjs sets it).
import puppeteer from 'puppeteer-core';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const WIDTH = 390, HEIGHT = 844;

export async function firefox({ microphone = false } = {}) {
  const browser = await puppeteer.launch({
    browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true,
    protocol: 'webDriverBiDi', args: [`--width=${WIDTH}`, `--height=${HEIGHT}`],
    extraPrefsFirefox: microphone ? { 'media.navigator.permission.disabled': true,
      'media.navigator.streams.fake': false } : {},
  });
  const page = await browser.newPage();
  await page.setViewport({ width: WIDTH, height: HEIGHT });
  const lines = []; // the page's console, the last 40 lines (for a failure's report)
  page.on('console', (message) => { lines.push(message.text()); if (lines.length > 40) lines.shift(); });
  return {
    name: 'Firefox ESR',
    console: () => lines,
    width: WIDTH,
    async resize(width, height) {
      await page.setViewport({ width, height });
      return width;
    },
    open: (address) => page.goto(address),
    evaluate: (expression) => page.evaluate(expression),
    tap: (x, y) => page.mouse.click(x, y),
    keys: (text) => page.keyboard.type(text), // BiDi input.performActions: keyDown, keyUp
    reload: () => page.reload(),
    png: async () => Buffer.from(await page.screenshot()),
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
export async function webkit({ microphone = false } = {}) {
  const port = await freePort();
  const log = process.env.SHN_WEBKIT_LOG ? fs.openSync(process.env.SHN_WEBKIT_LOG, 'a') : 'ignore';
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: ['ignore', log, log] });
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
    'webkitgtk:browserOptions': { binary: MINIBROWSER,
      args: ['--automation', ...(microphone ? ['--enable-media-stream=true'] : [])] },
  } } });
  const id = `/session/${session.sessionId}`;
  // The window's outer size, grown by what the browser's frame takes, so
  // that the page itself is the size asked. MiniBrowser's window is never
  // narrower than its toolbar (447 px): the page is then that wide. Returns
  // the page's width.
  let outer = [WIDTH, HEIGHT];
  async function resize(wanted, height) {
    let last = null, width = wanted;
    for (let tries = 0; tries < 10; ++tries) {
      await call('POST', `${id}/window/rect`, { width: outer[0], height: outer[1] });
      await new Promise((resolve) => setTimeout(resolve, 200)); // the window manager's answer
      const inner = await call('POST', `${id}/execute/sync`, { script: 'return [innerWidth, innerHeight];', args: [] });
      if (last && inner[0] === last[0] && inner[0] > wanted) width = inner[0]; // as narrow as it goes
      if (inner[0] === width && inner[1] === height) return width;
      last = inner;
      outer = [Math.max(outer[0] + width - inner[0], 1), outer[1] + height - inner[1]];
    }
    throw new Error(`WebKit: the page is not ${wanted}x${height} after 10 resizes`);
  }
  // The page at a phone's height (844 px), where WebKit's rounding showed.
  const width = await resize(WIDTH, HEIGHT);
  return {
    name: 'WebKitGTK',
    console: () => [], // classic WebDriver reads no console
    width,
    resize,
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
    async keys(text) { // one keyDown and keyUp a character (a code point)
      await call('POST', `${id}/actions`, { actions: [{
        type: 'key', id: 'keyboard',
        actions: [...text].flatMap((key) => [{ type: 'keyDown', value: key }, { type: 'keyUp', value: key }]),
      }] });
      await call('DELETE', `${id}/actions`);
    },
    reload: () => call('POST', `${id}/refresh`, {}),
    png: async () => Buffer.from(await call('GET', `${id}/screenshot`), 'base64'),
    async close() { await call('DELETE', id).catch(() => {}); driver.kill(); },
  };
}
