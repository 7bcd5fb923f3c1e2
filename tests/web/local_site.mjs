// What the web build's scripts share (the browser test, bench/web_bench.mjs,
// tools/web_screenshots.mjs): the site served on 127.0.0.1 as a static
// server would, and Debian's Chromium as this machine can run it headless.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm', '.data': 'application/octet-stream', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json', '.css': 'text/css; charset=utf-8',
};

// Under /SHAPE/, the same site with the page's browser changed before any
// script runs (engines_test.mjs: what some tablets' browsers do; a path of
// its own, which no service worker has kept):
// - storage-missing: no IndexedDB at all;
// - storage-denied: reading IndexedDB throws a SecurityError (storage
//   blocked by the user's settings);
// - storage-throwing: IndexedDB is there, opening a database throws
//   (a private window of some browsers);
// - no-webassembly: no WebAssembly (iPad Safari in Lockdown Mode).
const denied = "new DOMException('The user denied permission to access the database.', 'SecurityError')";
export const PAGE_SHAPES = {
  'storage-missing': 'Object.defineProperty(window, "indexedDB", { value: undefined });',
  'storage-denied': `Object.defineProperty(window, "indexedDB", { get() { throw ${denied}; } });`,
  'storage-throwing': "IDBFactory.prototype.open = function () { throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError'); };",
  'no-webassembly': 'delete window.WebAssembly;',
};

/// Serves the folder `site` on 127.0.0.1 (a free port); resolves to
/// { url, close }. Nothing outside the folder is served. `served(file,
/// bytes)`, when given, hears of each file sent whole (the visit bench);
/// `gzip`: compress (level 9) for a browser that accepts it, as most servers do.
/// `offline()`, when given and true, drops every connection unanswered: the
/// network gone for the page and its service worker alike (Playwright's
/// setOffline does not reach a service worker's fetches). `cache(file)`,
/// when given, is each file's Cache-Control (bench/lighthouse: a host's
/// long cache headers); else no-cache. `etag`: each file with an ETag (its
/// size and time), and 304 Not Modified (nothing sent, not counted) for a
/// browser that has it already, as every static server answers (the visit
/// bench: the service worker's install asks again for what the page loaded).
export async function serveSite(site, served = null, { gzip = false, offline = null, cache = null, etag = false } = {}) {
  const compressed = new Map(); // file -> its gzip -9 bytes
  const root = path.resolve(site);
  const server = http.createServer((request, response) => {
    if (offline && offline()) {
      request.socket.destroy();
      return;
    }
    let file = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const shape = Object.keys(PAGE_SHAPES).find((name) => file.startsWith(`/${name}/`));
    if (shape) file = file.slice(shape.length + 1);
    if (file.endsWith('/')) file += 'index.html';
    const full = path.join(root, file);
    if (!full.startsWith(root + path.sep) || !fs.existsSync(full) || !fs.statSync(full).isFile()) {
      response.writeHead(404);
      response.end();
      return;
    }
    const stat = fs.statSync(full);
    const tag = `"${stat.size.toString(16)}-${Math.round(stat.mtimeMs).toString(16)}"`;
    if (etag && !shape && request.headers['if-none-match'] === tag) {
      response.writeHead(304, { ETag: tag, 'Cache-Control': cache ? cache(file.slice(1)) : 'no-cache' });
      response.end();
      return;
    }
    response.writeHead(200, {
      ...(etag && !shape ? { ETag: tag } : {}),
      'Content-Type': types[path.extname(full)] || 'application/octet-stream',
      'Cache-Control': cache ? cache(file.slice(1)) : 'no-cache',
      ...(gzip && /gzip/.test(request.headers['accept-encoding'] || '') ? { 'Content-Encoding': 'gzip' } : {}),
    });
    if (shape && file === '/index.html') {
      response.end(fs.readFileSync(full, 'utf8').replace('<head>', `<head><script>${PAGE_SHAPES[shape]}</script>`));
      return;
    }
    if (served) served(file.slice(1), fs.statSync(full).size);
    if (gzip && /gzip/.test(request.headers['accept-encoding'] || '')) {
      const key = `${full}:${stat.size}:${stat.mtimeMs}`; // a changed file is compressed again
      if (!compressed.has(key)) compressed.set(key, zlib.gzipSync(fs.readFileSync(full), { level: 9 }));
      response.end(compressed.get(key));
      return;
    }
    fs.createReadStream(full).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // close(): the server stops and drops its open connections at once (a
  // browser's kept-alive connection would otherwise still be answered).
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => { server.close(); server.closeAllConnections(); },
  };
}

/// Debian's Chromium, headless, with no connection of its own to the
/// outside (this machine has none: background networking would only fail).
export const chromiumOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
         '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
