// Secret Hitler Narrator: the board for phones (issue 14, docs/second-screen.md).
// - Loads the app in its viewer mode (Module.shnViewer): no storage, no
//   sound, no recorded voice; the table screen of the table's game.
// - Follows the table through one Server-Sent Events stream, /events:
//   "reset" (the whole log: on connecting, after an undo, a new game),
//   "line" (one more move), "table" (the Claims and odds setting). A new
//   line is handed to the app alone (shn_viewer_add), which applies that
//   one move with the same engine as the table; the whole log
//   (shn_viewer_show, replayed) only after a "reset" or a "table", or when
//   the app refuses a line or has no shn_viewer_add (issue 45).
// - A lost stream is reopened by itself (EventSource, then this page after
//   a refusal); a notice says so meanwhile, in the phone's language
//   (page.js, with messages.js from the app's catalogues).
'use strict';

(function () {
  var page = shnPageNotice(); // page.js: the notice, shnFatal, WebAssembly checked
  if (!page) return;          // no WebAssembly: said
  var say = page.say;

  var lines = [];          // the table's log, line by line (for a whole show)
  var unsent = [];         // lines the app does not have yet
  var whole = true;        // the app needs the whole log
  var claims = false;      // its Claims and odds setting
  var ready = false;       // the app drew its first frame
  var pending = false;     // a change waits for the next animation frame
  window.shnBoard = { updates: 0, shownAt: 0, connected: false, added: 0 }; // for the tests

  function call(name, text, more) { // a C string for the app, freed after
    var size = Module.lengthBytesUTF8(text) + 1;
    var pointer = Module._malloc(size);
    Module.stringToUTF8(text, pointer, size);
    var answer = Module.ccall(name, 'number', ['number', 'number'], [pointer, more || 0]);
    Module._free(pointer);
    return answer;
  }
  function show() { // what changed to the app, once per frame at most
    pending = false;
    if (!ready) return;
    var added = !whole && typeof Module._shn_viewer_add === 'function';
    for (var i = 0; added && i < unsent.length; ++i) {
      added = call('shn_viewer_add', unsent[i]) >= 0;
      if (added) window.shnBoard.added += 1;
    }
    if (!added) call('shn_viewer_show', lines.length ? lines.join('\n') + '\n' : '', claims ? 1 : 0);
    unsent = [];
    whole = false;
    window.shnBoard.updates += 1;
    window.shnBoard.shownAt = performance.now();
  }
  function changed() {
    if (!pending) { pending = true; requestAnimationFrame(show); }
  }

  var stream = null, retry = null;
  function connect() {
    retry = null;
    if (stream) stream.close();
    stream = new EventSource('events');
    stream.addEventListener('open', function () {
      window.shnBoard.connected = true;
      say(null);
    });
    stream.addEventListener('reset', function (event) {
      lines = event.data === '' ? [] : event.data.split('\n');
      whole = true;
      changed();
    });
    stream.addEventListener('line', function (event) {
      lines.push(event.data);
      unsent.push(event.data);
      changed();
    });
    stream.addEventListener('table', function (event) {
      try { claims = !!JSON.parse(event.data).claims_and_odds; } catch (error) { claims = false; }
      whole = true; // the setting goes with the whole log
      changed();
    });
    stream.addEventListener('error', function () {
      window.shnBoard.connected = false;
      if (stream.readyState !== EventSource.CLOSED) { // EventSource tries again by itself
        say('web.board_lost');
        return;
      }
      // Refused (the table has 32 phones already) or gone: the page tries again.
      stream.close();
      fetch('./', { cache: 'no-store' }).then(function (answer) {
        var full = answer.status === 503;
        say(full ? 'web.board_full' : 'web.board_lost');
        if (!retry) retry = setTimeout(connect, full ? 10000 : 2000);
      }).catch(function () {
        say('web.board_lost');
        if (!retry) retry = setTimeout(connect, 2000);
      });
    });
  }
  // A phone that slept or lost the Wi-Fi: back in view, back on the stream.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible' && stream &&
        stream.readyState === EventSource.CLOSED && !retry) connect();
  });

  window.shnFirstFrame = function () {
    page.loading.style.display = 'none';
    ready = true;
    changed();
  };
  var canvas = document.getElementById('canvas');
  // The canvas's CSS box in whole pixels, as the table's page does (shell.js).
  function fitCanvas() {
    canvas.style.width = window.innerWidth + 'px';
    canvas.style.height = window.innerHeight + 'px';
  }
  fitCanvas();
  window.addEventListener('resize', fitCanvas);
  window.Module = {
    canvas: canvas,
    shnViewer: true,
    print: function (line) { console.log(line); },
    printErr: function (line) { console.warn(line); },
    onAbort: function (what) { window.shnFatal(String(what)); },
  };
  connect(); // the log arrives while the app loads; shown at its first frame
  ['app.data.js', 'sh-narrator.js'].forEach(function (source) {
    var script = document.createElement('script');
    script.src = source;
    script.async = false;
    script.onerror = function () { window.shnFatal(source); };
    document.body.appendChild(script);
  });
})();
