// Secret Hitler Narrator, web build: the service worker that keeps every
// file of the site, so that after one visit the app starts with the network
// off. tools/web.sh fills in the file list and the version (a hash of all
// files): a new build is a new cache, and the old one is dropped.
'use strict';
var VERSION = '@VERSION@';
var FILES = @FILES@;
var CACHE = 'sh-narrator-' + VERSION;

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.addAll(FILES.map(function (file) { return new Request(file, {cache: 'reload'}); }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf('sh-narrator-') === 0 && name !== CACHE;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

// Cache first (the files of one version never change), then the network.
self.addEventListener('fetch', function (event) {
  if (event.request.method !== 'GET') return;
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return cache.match(event.request, {ignoreSearch: true}).then(function (hit) {
      return hit || fetch(event.request);
    });
  }));
});
