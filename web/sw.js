// Secret Hitler Narrator, web build: the service worker that keeps the
// site's files, so that after one visit the app starts with the network
// off. tools/web.sh fills in FILES: every file of the site and its content
// hash. The copy is kept by content (issue 26): one cache for every build,
// each entry marked with its hash (X-SHN-Hash); a new build's install
// fetches only the files whose hash changed, and its activation drops what
// the build no longer has.
// - The recorded voices (clips-*) are not fetched at install: a table keeps
//   the one it speaks with, which the page (on a first visit) or this
//   worker (later) puts in the copy as it loads it.
// - Nor are the home-screen icons (icons/*.png, 117 KB) and the phones'
//   board (board.*, which the table's own app serves, not this site): the
//   app never reads them, the browser asks for the icons when a table adds
//   the app to its home screen, and this worker keeps them then, as it
//   keeps whatever it hands over (issue 34: the first visit under 3 MB).
// - What the page fetched on its first visit is in the copy already, with
//   its hash (web/shell.js): the install does not fetch it again.
'use strict';
var FILES = @FILES@;
var KEPT = 'sh-narrator-files';

function address(name) { return new URL(name, self.registration.scope).href; }
function voice(name) { return /^clips-/.test(name); }
// Kept when asked for, not fetched at install (above).
function onDemand(name) { return voice(name) || /^icons\/.*\.png$/.test(name) || /^board\./.test(name); }

// A response kept with its hash (a copy of its headers, the body read).
function marked(response, hash) {
  var headers = new Headers(response.headers);
  headers.set('X-SHN-Hash', hash);
  return response.blob().then(function (body) { return new Response(body, { headers: headers }); });
}

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(KEPT).then(function (cache) {
    return Promise.all(Object.keys(FILES).filter(function (name) { return !onDemand(name); }).map(function (name) {
      return cache.match(address(name)).then(function (kept) {
        if (kept && kept.headers.get('X-SHN-Hash') === FILES[name]) return undefined; // same content
        return fetch(new Request(address(name), { cache: 'no-cache' })).then(function (response) {
          if (!response.ok) throw new Error(name + ': HTTP ' + response.status);
          return marked(response, FILES[name]).then(function (copy) { return cache.put(address(name), copy); });
        });
      });
    }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener('activate', function (event) {
  var wanted = {};
  Object.keys(FILES).forEach(function (name) { wanted[address(name)] = FILES[name]; });
  event.waitUntil(caches.keys().then(function (names) {
    // The caches of the builds before files were kept by content.
    return Promise.all(names.filter(function (name) {
      return name.indexOf('sh-narrator-') === 0 && name !== KEPT;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () {
    return caches.open(KEPT);
  }).then(function (cache) {
    return cache.keys().then(function (requests) {
      return Promise.all(requests.map(function (request) {
        return cache.match(request).then(function (kept) {
          if (wanted[request.url] && kept && kept.headers.get('X-SHN-Hash') === wanted[request.url]) return undefined;
          return cache.delete(request); // a file this build has not, or an older one
        });
      }));
    });
  }).then(function () { return self.clients.claim(); }));
});

// The kept copy first (this build's files, by content), then the network;
// a file of this build fetched from the network (a voice chosen now) is
// kept for the next start.
self.addEventListener('fetch', function (event) {
  if (event.request.method !== 'GET') return;
  var url = new URL(event.request.url);
  url.search = '';
  url.hash = '';
  var name = url.href.slice(self.registration.scope.length) || './';
  event.respondWith(caches.open(KEPT).then(function (cache) {
    return cache.match(url.href).then(function (kept) {
      if (kept && (!FILES[name] || kept.headers.get('X-SHN-Hash') === FILES[name])) return kept;
      return fetch(event.request).then(function (response) {
        if (!response.ok || !FILES[name]) return response;
        var copy = response.clone();
        event.waitUntil(marked(copy, FILES[name]).then(function (marked_) {
          return cache.put(url.href, marked_);
        }).catch(function () {}));
        return response;
      });
    });
  }));
});
