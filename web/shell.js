// Secret Hitler Narrator, web build: what the page does around the app.
// - Checks WebAssembly and storage first, and says in the browser's language
//   (messages.js, made from the app's catalogues) what is wrong: never a
//   blank page.
// - Loads the data package and the app (app.data.js: catalogues and
//   typefaces; sh-narrator.js), then, once the home screen is drawn, the
//   recorded voice (clips.data.js, 10 MB: every narrator): the first frame does not wait for
//   it, and the first spoken line comes after at least three taps.
// - Unlocks audio at the first tap or key (browsers keep an AudioContext
//   suspended until a gesture; SDL's own unlock listens to touchstart, which
//   is not a gesture in current browsers, and only once).
// - Holds the screen wake lock while the app asks for it.
// - Registers the service worker (sw.js) that keeps every file for offline use.
'use strict';

(function () {
  var notice = document.getElementById('notice');
  var loading = document.getElementById('loading');

  document.documentElement.lang = shnPageLanguage(); // messages.js
  var text = shnPageText;
  function say(key, detail) {
    notice.textContent = text(key, detail);
    notice.className = 'shown';
  }
  window.shnFatal = function (detail) {
    loading.textContent = '';
    say('web.load_failed', detail);
  };
  window.shnFirstFrame = function () { // the app drew its first frame
    loading.style.display = 'none';
    window.shnFirstFrameTime = performance.now();
    // The package's script loads first, then its data: the clips are in the
    // app's files when the loader's run dependency is met.
    Module.monitorRunDependencies = function (left) {
      if (left === 0 && !window.shnClipsLoaded) {
        window.shnClipsLoaded = true;
        Module.ccall('shn_clips_ready', null, [], []);
      }
    };
    keepOffline();
    load(['clips.data.js'], null, function () {
      console.warn('sh-narrator: the recorded voice did not load; lines are shown as text');
      Module.ccall('shn_clips_ready', null, [], []);
    });
  };

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    say('web.no_wasm');
    return;
  }
  loading.textContent = text('web.loading');

  // Storage: the app still runs without it (in memory, with its own warning
  // on the table); the page says so too.
  try {
    var probe = window.indexedDB.open('sh-narrator-probe');
    probe.onerror = function () { say('web.no_storage'); };
    probe.onsuccess = function () { probe.result.close(); };
  } catch (error) {
    say('web.no_storage');
  }
  if (navigator.storage && navigator.storage.persist) {
    navigator.storage.persist().catch(function () {}); // ask not to be evicted
  }

  // Audio: resume SDL's AudioContext at each gesture until it runs.
  function unlockAudio() {
    var sdl = window.Module && Module.SDL2;
    var context = sdl && sdl.audioContext;
    if (context && context.state !== 'running') context.resume();
  }
  ['pointerup', 'touchend', 'mousedown', 'keydown', 'click'].forEach(function (type) {
    document.addEventListener(type, unlockAudio, true);
  });

  // The screen wake lock (not in every browser; harmless where missing).
  var wanted = false, lock = null, asking = false;
  function takeLock() {
    if (!wanted || lock || asking || !navigator.wakeLock || document.visibilityState !== 'visible') return;
    asking = true;
    navigator.wakeLock.request('screen').then(function (sentinel) {
      asking = false;
      lock = sentinel;
      sentinel.addEventListener('release', function () { lock = null; });
      if (!wanted) sentinel.release();
    }).catch(function () { asking = false; });
  }
  window.shnWakeLock = function (on) {
    wanted = on;
    window.shnWakeLockWanted = on;
    if (on) takeLock();
    else if (lock) lock.release();
  };
  document.addEventListener('visibilitychange', takeLock);

  var canvas = document.getElementById('canvas');
  window.Module = {
    canvas: canvas,
    print: function (line) { console.log(line); },
    printErr: function (line) { console.warn(line); },
    onAbort: function (what) { window.shnFatal(String(what)); },
    // Marks for bench/web_bench.mjs: where the time to the first frame goes.
    onRuntimeInitialized: function () { performance.mark('shn-runtime-ready'); },
  };

  // Scripts fetched together, run in their order (async = false).
  function load(scripts, done, failed) {
    scripts.forEach(function (source, index) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      if (index === scripts.length - 1 && done) script.onload = done;
      script.onerror = failed || function () { window.shnFatal(source); };
      document.body.appendChild(script);
    });
  }
  // One window or tab writes the stored game: the first to take this Web
  // Lock (held while the page lives). Another one plays in memory and says
  // so; a reload gets the lock back once the old page is gone (1 s at most).
  function start() { load(['app.data.js', 'sh-narrator.js']); }
  if (navigator.locks && navigator.locks.request) {
    var started = false;
    var late = setTimeout(function () {
      started = true;
      Module.shnOtherWindow = true;
      start();
    }, 1000);
    navigator.locks.request('sh-narrator-storage', function () {
      if (started) return undefined; // came too late: this page plays in memory
      clearTimeout(late);
      started = true;
      start();
      return new Promise(function () {}); // kept until the page goes
    }).catch(function () {
      if (!started) { started = true; clearTimeout(late); start(); }
    });
  } else {
    start();
  }
  canvas.focus();

  // The offline copy is made once the app shows (it fetches every file,
  // the 6 MB of clips too: not while the first frame is on its way).
  function keepOffline() {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('sw.js').catch(function (error) {
      console.warn('sh-narrator: no offline copy:', error);
    });
  }
})();
