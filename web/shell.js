// Secret Hitler Narrator, web build: what the page does around the app.
// - Checks WebAssembly first, and says in the browser's language
//   (page.js, with messages.js made from the app's catalogues) what is
//   wrong: never a blank page. A storage problem is the app's to say, on its own message
//   line: nothing the page shows covers the table.
// - Loads the app itself, each file once (issue 26): the .wasm, the loader
//   (sh-narrator.js) and the catalogues and typefaces (app.data) are fetched
//   at once, in parallel, and handed to emscripten (instantiateWasm,
//   getPreloadedPackage); on a first visit each is also put in the offline
//   copy (Cache Storage, with its content hash from files.js), which the
//   service worker then takes instead of fetching it again.
// - Once the home screen is drawn, the recorded voice of the table's
//   language and narrator only (clips-LANGUAGE-NARRATOR.data, about 2 MB,
//   and clips-common.data: the cues), when the app asks (shnLoadClips);
//   another voice when the table chooses it.
// - Unlocks audio at the first tap or key (browsers keep an AudioContext
//   suspended until a gesture; SDL's own unlock listens to touchstart, which
//   is not a gesture in current browsers, and only once).
// - Holds the screen wake lock while the app asks for it, and tells the app
//   once when the browser refuses it.
// - Gives the focus to the typing field while the app takes typed text, so
//   that a tablet opens its own keyboard, and hands what is typed there to
//   the app (issue 55).
// - Registers the service worker (sw.js) that keeps the files for offline use.
'use strict';

(function () {
  var page = shnPageNotice(); // page.js: the notice, shnFatal, WebAssembly checked
  var loading = document.getElementById('loading');
  window.shnFirstFrame = function () { // the app drew its first frame
    loading.style.display = 'none';
    window.shnFirstFrameTime = performance.now();
    keepOffline();
  };

  if (!page) return; // no WebAssembly: said

  // Storage: the app runs without it (in memory) and says so on its own
  // message line (web_main.cpp): the page adds nothing over the table.
  if (navigator.storage && navigator.storage.persist) {
    navigator.storage.persist().catch(function () {}); // ask not to be evicted
  }

  // Audio: resume SDL's AudioContext at each gesture until it runs.
  // The app opens its sound device the frame after the first of them
  // (shn_page_touched): not while the page loads (issue 46).
  function unlockAudio() {
    if (window.Module) Module.shnTouched = true;
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
    }).catch(function (error) {
      asking = false;
      refused(error);
    });
  }
  function refused(why) { // the app says it once, on its message line
    console.warn('sh-narrator: the screen may sleep: no wake lock:', why);
    window.shnWakeLockRefused = String(why);
    Module.ccall('shn_wake_lock_refused', null, [], []);
  }
  window.shnWakeLock = function (on) {
    wanted = on;
    window.shnWakeLockWanted = on;
    if (on && !navigator.wakeLock) refused('this browser has no Screen Wake Lock');
    else if (on) takeLock();
    else if (lock) lock.release();
  };
  document.addEventListener('visibilitychange', takeLock);

  var canvas = document.getElementById('canvas');
  // The canvas's CSS box in whole pixels (the window's own size), so that
  // SDL's buffer, which it rounds down, is the box: WebKit lays out 100dvh
  // as 843.98 px on an 844 px phone, and the frame was rescaled. Before
  // SDL's own resize listener, which reads the box.
  function fitCanvas() {
    canvas.style.width = window.innerWidth + 'px';
    canvas.style.height = window.innerHeight + 'px';
  }
  fitCanvas();
  window.addEventListener('resize', fitCanvas);

  // Full screen is the page's own (shn_set_fullscreen): the browser shows
  // the whole page, and the canvas follows its size as above, a rotation
  // included. A browser grants it only just after a tap: the app asks a
  // frame after the tap that changed its setting, which Chromium and
  // Firefox accept; a refused request (WebKit, or the setting restored at
  // a page's start) is made again at the next tap, inside its handler.
  var root = document.documentElement;
  var fullscreenWanted = false;
  var fullscreenPending = false;
  function fullscreenElement() { return document.fullscreenElement || document.webkitFullscreenElement || null; }
  function tellFullscreen(refused) {
    try { // (a change before the runtime is up: the app reads the setting when it opens)
      Module.ccall('shn_fullscreen_changed', null, ['number', 'number'], [fullscreenElement() ? 1 : 0, refused ? 1 : 0]);
    } catch (error) { console.warn('sh-narrator: full screen:', error); }
  }
  function requestFullscreen() {
    var request = root.requestFullscreen || root.webkitRequestFullscreen;
    if (!request) { // an iPhone's Safari: no full screen for a page
      fullscreenWanted = false;
      tellFullscreen(true);
      return;
    }
    fullscreenPending = false;
    try {
      var asked = request.call(root, { navigationUI: 'hide' });
      if (asked && asked.catch) asked.catch(function () { fullscreenPending = fullscreenWanted; });
    } catch (error) {
      fullscreenPending = fullscreenWanted;
    }
  }
  window.shnFullscreen = function (on) {
    fullscreenWanted = on;
    window.shnFullscreenWanted = on; // for the browser test
    if (on && !fullscreenElement()) requestFullscreen();
    else if (!on && fullscreenElement()) {
      fullscreenPending = false;
      (document.exitFullscreen || document.webkitExitFullscreen).call(document);
    } else fullscreenPending = false;
  };
  function retryFullscreen() { if (fullscreenPending && !fullscreenElement()) requestFullscreen(); }
  window.addEventListener('pointerup', retryFullscreen, true);
  window.addEventListener('touchend', retryFullscreen, true);
  window.addEventListener('keydown', retryFullscreen, true);
  function fullscreenChanged() {
    // Left by the browser itself (Esc, a swipe): the setting follows.
    if (!fullscreenElement()) fullscreenWanted = false;
    fitCanvas();
    tellFullscreen(false);
  }
  document.addEventListener('fullscreenchange', fullscreenChanged);
  document.addEventListener('webkitfullscreenchange', fullscreenChanged);
  // SDL gives a mouse press the position of the last mousemove it saw. A
  // page opened or reloaded under a mouse that has not moved since sends
  // none, and the first click landed at 0,0 (the Firefox test's tap on New
  // game after a reload did nothing): each press tells SDL where it is first.
  canvas.addEventListener('pointerdown', function (event) {
    if (event.pointerType !== 'mouse') return;
    canvas.dispatchEvent(new MouseEvent('mousemove', {
      clientX: event.clientX, clientY: event.clientY, screenX: event.screenX, screenY: event.screenY, bubbles: true,
    }));
  }, true);
  // --- typed text: the tablet's own keyboard (issue 55) -----------------------
  // While the app takes typed text (a name: shn_set_typing), the typing field
  // (index.html, unseen) has the focus, so that a tablet opens its own
  // keyboard: its accents, its corrections, dictation, a paste. What the
  // field's text becomes is handed to the app as it changes (shn_typed: the
  // characters erased off its end, then those typed), composition included;
  // SDL's own keypress path never sees a key the field takes, so each
  // letter arrives once, by one path, in every engine. Keys that are not
  // text (Enter, Esc, Tab, the arrows) still reach SDL; so does Backspace on
  // an empty field, which has nothing of its own to erase.
  var typing = { on: false, field: document.getElementById('typing'), text: '', composing: false, tapped: false };
  function normalized(text) { try { return text.normalize('NFC'); } catch (error) { return text; } }
  function deliverTyped() {
    var field = typing.field;
    if (!typing.on) return;
    var now = normalized(field.value);
    var before = Array.from(typing.text), after = Array.from(now);
    var same = 0;
    while (same < before.length && same < after.length && before[same] === after[same]) ++same;
    typing.text = now;
    var erase = before.length - same, text = after.slice(same).join('');
    if (erase || text) Module.ccall('shn_typed', null, ['string', 'number'], [text, erase]);
  }
  function clearTyped() { // the field starts again empty (a new name, a tap on the app's keyboard)
    typing.field.value = '';
    typing.text = '';
  }
  function focusTyping(inTap) {
    var field = typing.field;
    if (!typing.on) return;
    if (document.activeElement === field) {
      // Focused outside a tap (the frame after it): iOS showed no keyboard
      // for it; focused again inside this tap's handler, it does.
      var shown = window.visualViewport && window.visualViewport.height < window.innerHeight - 80;
      if (!inTap || typing.tapped || shown) return;
      field.blur();
    }
    try { field.focus({ preventScroll: true }); } catch (error) { field.focus(); }
    typing.tapped = inTap;
  }
  window.shnTyping = function (on) {
    typing.on = on;
    window.shnTypingOn = on; // for the browser tests
    typing.composing = false;
    clearTyped();
    if (on) focusTyping(false);
    else if (document.activeElement === typing.field) {
      typing.field.blur(); // the tablet's keyboard goes away
      canvas.focus();
    }
  };
  typing.field.addEventListener('input', deliverTyped);
  typing.field.addEventListener('compositionstart', function () { typing.composing = true; });
  typing.field.addEventListener('compositionend', function () { typing.composing = false; deliverTyped(); });
  typing.field.addEventListener('keydown', function (event) {
    var paste = (event.ctrlKey || event.metaKey) && /^[vV]$/.test(event.key);
    var erase = (event.key === 'Backspace' || event.keyCode === 8) && typing.field.value !== '';
    // A composition's keys, Backspace on the field's text, a paste (SDL
    // would prevent it: Ctrl is a navigation key to it): the field's own.
    if (event.isComposing || event.keyCode === 229 || erase || paste) event.stopPropagation();
    else if (event.key === 'Enter') clearTyped(); // on to the next name (SDL's Enter)
  });
  // Text comes from the field's input events, not from SDL's keypress.
  typing.field.addEventListener('keypress', function (event) { event.stopPropagation(); });
  // A tap on the canvas keeps the field focused (inside the tap, where iOS
  // opens its keyboard for it); a mouse press does not move the focus to
  // the canvas. The field starts again empty: the tap may have typed or
  // erased on the app's own keyboard, or moved to another name.
  function tappedWhileTyping(event) {
    if (!typing.on || event.target !== canvas) return;
    if (!typing.composing) clearTyped();
    focusTyping(true);
  }
  window.addEventListener('touchend', tappedWhileTyping, true);
  window.addEventListener('pointerup', tappedWhileTyping, true);
  canvas.addEventListener('mousedown', function (event) { if (typing.on) event.preventDefault(); }, true);

  // --- the tablet's own voice (issue 34) ---------------------------------------
  // The app's WebSpeechPort asks: is there a voice for a language (a local
  // one first: it speaks offline), speak a line, how is the line going
  // (0 done, 1 speaking, 2 failed: the app then plays the clip), stop,
  // pause, resume. A line that the browser never starts within the app's
  // wait (some speak only after a tap) is a failure too.
  var speech = { utterance: null, state: 0, asked: 0, started: false };
  function synthesis() {
    try { return window.speechSynthesis || null; } catch (error) { return null; }
  }
  function voiceFor(language) {
    var engine = synthesis();
    if (!engine) return null;
    var voices = [];
    try { voices = engine.getVoices() || []; } catch (error) { return null; }
    var fitting = voices.filter(function (voice) {
      return String(voice.lang || '').toLowerCase().split(/[-_]/)[0] === language;
    });
    fitting.sort(function (a, b) { return (b.localService ? 1 : 0) - (a.localService ? 1 : 0); });
    return fitting[0] || null;
  }
  window.shnSpeechVoice = function (language) {
    var voice = voiceFor(language);
    return voice ? String(voice.name) : '';
  };
  window.shnSpeechSpeak = function (text, language, rate) {
    var engine = synthesis();
    var voice = voiceFor(language);
    if (!engine || !voice) return false;
    try {
      var utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.rate = rate;
      speech.utterance = utterance;
      speech.state = 1;
      speech.started = false;
      speech.asked = performance.now();
      utterance.onstart = function () { if (speech.utterance === utterance) speech.started = true; };
      utterance.onend = function () { if (speech.utterance === utterance) speech.state = 0; };
      utterance.onerror = function (event) {
        if (speech.utterance !== utterance) return; // an older line, cancelled
        var cancelled = event && (event.error === 'interrupted' || event.error === 'canceled');
        speech.state = cancelled ? 0 : 2;
      };
      engine.cancel();
      engine.speak(utterance);
      return true;
    } catch (error) {
      console.warn('sh-narrator: speech:', error);
      return false;
    }
  };
  window.shnSpeechState = function (startSeconds) {
    var engine = synthesis();
    if (speech.state === 1 && !speech.started && !(engine && engine.speaking) &&
        performance.now() - speech.asked > startSeconds * 1000) speech.state = 2;
    return speech.state;
  };
  window.shnSpeechControl = function (what) {
    var engine = synthesis();
    if (!engine) return;
    if (what === 0) { speech.utterance = null; speech.state = 0; engine.cancel(); }
    else if (what === 1) engine.pause();
    else engine.resume();
  };
  // Some browsers list their voices only after asking once.
  if (synthesis()) { try { synthesis().getVoices(); } catch (error) { /* none */ } }

  // --- a voice pack from the tablet's files (issue 34) -----------------------
  // The app's Import page asks (shn_choose_pack, in the frame after the tap:
  // still within the tap's user activation); the file chosen is read into
  // /imports/ in the page's memory and handed to the app, which imports it,
  // or says why not, and removes the copy.
  window.shnChoosePack = function () {
    var input = document.createElement('input');
    input.type = 'file';
    input.accept = '.shnvoice,application/x-tar';
    input.style.display = 'none';
    input.addEventListener('change', function () {
      var file = input.files && input.files[0];
      input.remove();
      if (!file) return;
      // A pack is at most 64 MB (VoicePack::kMaxPackBytes): a larger file is
      // refused unread, never brought into the page's memory.
      if (file.size > 64 * 1024 * 1024) { Module.ccall('shn_pack_too_large', null, [], []); return; }
      file.arrayBuffer().then(function (buffer) {
        var path = '/imports/' + Date.now() + '.shnvoice';
        try { Module.FS.mkdir('/imports'); } catch (error) { /* there already */ }
        Module.FS.writeFile(path, new Uint8Array(buffer));
        Module.ccall('shn_pack_picked', null, ['string'], [path]);
      }).catch(function (error) { console.warn('sh-narrator: the chosen file could not be read:', error); });
    });
    document.body.appendChild(input);
    input.click();
  };

  window.Module = {
    canvas: canvas,
    print: function (line) { console.log(line); },
    printErr: function (line) { console.warn(line); },
    onAbort: function (what) { window.shnFatal(String(what)); },
    // Marks for bench/web_bench.mjs: where the time to the first frame goes.
    onRuntimeInitialized: function () { performance.mark('shn-runtime-ready'); },
  };

  // --- loading: each file fetched once ---------------------------------------
  var hashes = window.SHN_FILES || {}; // files.js: each file's content hash
  var KEPT = 'sh-narrator-files';      // the offline copy (sw.js keeps the same)
  // On a first visit (no service worker yet), what the page fetched goes
  // into the offline copy too, marked with its hash: the worker's install
  // finds it there and does not fetch it again.
  var keeping = []; // the puts under way: the worker registers once they are done
  function keep(name, response) {
    if (!window.caches || !hashes[name] || navigator.serviceWorker && navigator.serviceWorker.controller) return;
    var copy = response.clone();
    var headers = new Headers(copy.headers);
    headers.set('X-SHN-Hash', hashes[name]);
    keeping.push(caches.open(KEPT).then(function (cache) {
      return copy.blob().then(function (body) {
        return cache.put(new URL(name, location.href).href, new Response(body, { headers: headers }));
      });
    }).catch(function (error) { console.warn('sh-narrator: not kept offline:', name, error); }));
  }
  function fetched(name) {
    return fetch(name).then(function (response) {
      if (!response.ok) throw new Error(name + ': HTTP ' + response.status);
      keep(name, response);
      return response;
    });
  }
  function textOf(name) { return fetched(name).then(function (response) { return response.text(); }); }
  function bytesOf(name) { return fetched(name).then(function (response) { return response.arrayBuffer(); }); }
  // A script fetched already, run now (in the page, as a <script> would).
  function run(code) {
    var script = document.createElement('script');
    script.text = code;
    document.body.appendChild(script);
  }
  var packages = {}; // a package's data, fetched, until its loader asks for it
  Module.getPreloadedPackage = function (name) {
    var data = packages[name] || null;
    delete packages[name];
    return data;
  };
  // The next task: the start is run in pieces, so that no one of them holds
  // the page long (issue 46: Lighthouse's total blocking time).
  function later(value) { return new Promise(function (resolve) { setTimeout(resolve, 0, value); }); }
  function start() {
    // The .wasm is compiled as it arrives (off the page's thread where the
    // browser can), while the data and the loader download; the loader's
    // instantiateWasm only instantiates it.
    var compiled = fetched('sh-narrator.wasm').then(function (response) {
      var streaming = WebAssembly.compileStreaming &&
        /^application\/wasm/.test(response.headers.get('Content-Type') || '');
      return streaming ? WebAssembly.compileStreaming(response)
        : response.arrayBuffer().then(function (binary) { return WebAssembly.compile(binary); });
    });
    Module.instantiateWasm = function (imports, receive) {
      compiled.then(function (module) {
        return WebAssembly.instantiate(module, imports).then(function (instance) { receive(instance, module); });
      }).catch(function (error) { window.shnFatal(String(error)); });
      return {};
    };
    Promise.all([bytesOf('app.data'), textOf('app.data.js'), textOf('sh-narrator.js')]).then(function (got) {
      packages['app.data'] = got[0];
      run(got[1]); // the package's loader first: it registers before the app runs
      return later(got[2]);
    }).then(function (loader) {
      run(loader); // parsed and run in a task of its own
    }).catch(function (error) { window.shnFatal(String(error)); });
  }

  // The recorded voice of one language and narrator, with the cues the
  // first time; the app hears when its files are there (or never will be:
  // then its lines are shown as text).
  var asked = {};
  window.shnLoadClips = function (language, narrator) {
    var names = ['clips-common', 'clips-' + language + '-' + narrator].filter(function (name) {
      return !asked[name];
    });
    names.forEach(function (name) { asked[name] = true; });
    var ready = function () {
      window.shnClipsLoaded = true; // for the browser test
      Module.ccall('shn_clips_ready', null, ['string', 'string'], [language, narrator]);
    };
    Promise.all(names.map(function (name) {
      return Promise.all([bytesOf(name + '.data'), textOf(name + '.data.js')]);
    })).then(function (got) {
      // Held until every file of these packages is written (each adds its
      // own run dependency as it runs).
      Module.addRunDependency('shn-clips');
      var before = Module.monitorRunDependencies;
      Module.monitorRunDependencies = function (left) {
        if (left !== 0) return;
        Module.monitorRunDependencies = before;
        ready();
      };
      // Each package written in a task of its own (issue 46).
      return got.reduce(function (before, pair, index) {
        return before.then(function () {
          packages[names[index] + '.data'] = pair[0];
          run(pair[1]);
          return later();
        });
      }, Promise.resolve()).then(function () { Module.removeRunDependency('shn-clips'); });
    }).catch(function (error) {
      console.warn('sh-narrator: the recorded voice did not load; lines are shown as text:', error);
      names.forEach(function (name) { delete asked[name]; }); // asked again: online, or picked again
      window.shnClipsFailed = (window.shnClipsFailed || 0) + 1; // for the browser test
      Module.ccall('shn_clips_failed', null, ['string', 'string'], [language, narrator]);
    });
  };
  // Back online: a voice that failed to load is asked for again.
  window.addEventListener('online', function () {
    if (Module.calledRun) Module.ccall('shn_online', null, [], []);
  });

  // One window or tab writes the stored game: the first to take this Web
  // Lock (held while the page lives). Another one plays in memory and says
  // so; a reload gets the lock back once the old page is gone (1 s at most).
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

  // The offline copy is completed once the app shows (the worker fetches
  // what the page did not: the small files, the icons).
  function keepOffline() {
    if (!('serviceWorker' in navigator)) return;
    Promise.all(keeping).then(function () {
      return navigator.serviceWorker.register('sw.js');
    }).catch(function (error) {
      console.warn('sh-narrator: no offline copy:', error);
    });
  }
})();
