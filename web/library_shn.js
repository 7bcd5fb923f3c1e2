// The web build's calls into its page, linked with --js-library
// (cmake/Web.cmake); their C side, with what each does, is
// src/platform/web/page_calls.h. Most hand the request to a function of the
// page (web/shell.js, web/board.js), and do nothing where the page has none.
mergeInto(LibraryManager.library, {
  // Trap 3: SDL2's audio calls autoResumeAudioContext and dynCall, which
  // emscripten's own SDL port pulls in and a from-source SDL2 does not:
  // without them Mix_OpenAudio aborts ("autoResumeAudioContext is not
  // defined"). Declared here as the dependencies of a function the app calls
  // once, because a "$name" in -sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE does not
  // survive CMake's escaping.
  shn_keep_sdl_audio_helpers__deps: ['$autoResumeAudioContext', '$dynCall'],
  shn_keep_sdl_audio_helpers: function() {},

  // IDBFS at /persist. A browser with no IndexedDB at all (or one that
  // throws at the mere mention): IDBFS would abort the whole runtime, so
  // /persist stays a folder in memory and the table plays there, saying so.
  // Every copy is answered once, failed or not: the app draws no frame
  // while one is under way (IndexedDbSync), so a copy never answered froze
  // the table (issue 55: storage full). IDBFS's own copy (emscripten 3.1.6)
  // never answers when IndexedDB refuses it at its commit (a full storage
  // aborts the transaction: neither 'error' nor 'complete' comes), nor for
  // a write refused on its own (its handler passes no error on): its copy
  // is replaced by shnReconcile's, and a copy still unanswered after 20 s
  // is taken as failed.
  shn_copy_storage__deps: ['$shnReconcile'],
  shn_copy_storage: function(read) {
    var told = false, late = 0;
    var tell = read ? Module['_shn_storage_ready'] : Module['_shn_storage_synced'];
    var done = function(failed) {
      if (told) return;
      told = true;
      clearTimeout(late);
      tell(failed);
    };
    try {
      if (!read) {
        late = setTimeout(function() {
          console.warn('sh-narrator: storage: the copy to IndexedDB did not finish; taken as failed');
          done(1);
        }, 20000);
      }
      if (typeof IDBFS !== 'undefined' && IDBFS.reconcile !== shnReconcile) IDBFS.reconcile = shnReconcile;
      if (read) {
        FS.mkdir('/persist');
        var database = null;
        try { database = typeof indexedDB !== 'undefined' ? indexedDB : null; } catch (error) {}
        if (!database) {
          console.warn('sh-narrator: storage: this browser has no IndexedDB; playing in memory');
          done(1);
          return;
        }
        FS.mount(IDBFS, {}, '/persist');
      }
      FS.syncfs(!!read, function(error) {
        if (error) console.warn('sh-narrator: storage:', error);
        done(error ? 1 : 0);
      });
    } catch (error) {
      console.warn('sh-narrator: storage:', error);
      done(1);
    }
  },
  // IDBFS.reconcile, answering once whatever IndexedDB does: `callback`
  // gets null when the transaction completed, else the error (a write
  // refused, the transaction aborted: a full storage, the database closed
  // by the browser). A failed transaction is aborted whole (the stored game
  // stays the last one copied whole), and the database is opened again at
  // the next copy; that copy copies all that differs, so saving resumes
  // with the next change once the browser has room again.
  $shnReconcile__deps: ['$IDBFS'],
  $shnReconcile: function(src, dst, callback) {
    var create = [], remove = [];
    Object.keys(src.entries).forEach(function(key) {
      var e = src.entries[key], e2 = dst.entries[key];
      if (!e2 || e['timestamp'].getTime() != e2['timestamp'].getTime()) create.push(key);
    });
    Object.keys(dst.entries).forEach(function(key) {
      if (!src.entries[key]) remove.push(key);
    });
    if (!create.length && !remove.length) return callback(null);
    var db = src.type === 'remote' ? src.db : dst.db;
    var finished = false;
    function finish(error) {
      if (finished) return;
      finished = true;
      if (error) { // opened again at the next copy
        for (var name in IDBFS.dbs) if (IDBFS.dbs[name] === db) delete IDBFS.dbs[name];
        try { db.close(); } catch (ignored) {}
      }
      callback(error);
    }
    function failed(error) {
      finish(error || new Error('IndexedDB refused the copy'));
    }
    var transaction;
    try {
      transaction = db.transaction([IDBFS.DB_STORE_NAME], 'readwrite');
    } catch (error) {
      return failed(error);
    }
    transaction.onerror = function(event) { // a write refused (IDBFS's own handler keeps it from aborting)
      var error = transaction.error || (event.target && event.target.error);
      try { transaction.abort(); } catch (ignored) {}
      failed(error);
    };
    transaction.onabort = function() {
      failed(transaction.error || new Error('the copy to IndexedDB was aborted'));
    };
    transaction.oncomplete = function() {
      finish(null);
    };
    function step(error) { // a write refused before IndexedDB saw it: the copy stops
      if (!error || finished) return;
      try { transaction.abort(); } catch (ignored) {}
      failed(error);
    }
    try {
      var store = transaction.objectStore(IDBFS.DB_STORE_NAME);
      // Folders before what they hold; files removed before their folders.
      create.sort().forEach(function(path) {
        if (dst.type === 'local') {
          IDBFS.loadRemoteEntry(store, path, function(error, entry) {
            if (error) return step(error);
            IDBFS.storeLocalEntry(path, entry, step);
          });
        } else {
          IDBFS.loadLocalEntry(path, function(error, entry) {
            if (error) return step(error);
            IDBFS.storeRemoteEntry(store, path, entry, step);
          });
        }
      });
      remove.sort().reverse().forEach(function(path) {
        if (dst.type === 'local') IDBFS.removeLocalEntry(path, step);
        else IDBFS.removeRemoteEntry(store, path, step);
      });
    } catch (error) {
      step(error);
    }
  },
  shn_other_window: function() {
    return Module['shnOtherWindow'] ? 1 : 0;
  },

  shn_set_wake_lock: function(on) {
    if (typeof shnWakeLock === 'function') shnWakeLock(!!on);
  },
  shn_set_fullscreen: function(on) {
    if (typeof shnFullscreen === 'function') shnFullscreen(!!on);
  },
  shn_set_typing: function(on) {
    if (typeof shnTyping === 'function') shnTyping(!!on);
  },
  shn_load_clips: function(language, narrator) {
    if (typeof shnLoadClips === 'function') shnLoadClips(UTF8ToString(language), UTF8ToString(narrator));
    else Module['_shn_clips_ready'](language, narrator);
  },
  shn_download: function(name, bytes, size, type) {
    try {
      var blob = new Blob([HEAPU8.slice(bytes, bytes + size)], {type: UTF8ToString(type)});
      var link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = UTF8ToString(name);
      document.body.appendChild(link);
      link.click();
      setTimeout(function() { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
      return 1;
    } catch (error) {
      console.warn('sh-narrator: download:', error);
      return 0;
    }
  },
  shn_choose_pack: function() {
    if (typeof shnChoosePack === 'function') shnChoosePack();
  },

  shn_browser_language: function(spoken) {
    var wanted = navigator.languages || [navigator.language || 'en'];
    var ids = UTF8ToString(spoken).split(' ');
    for (var i = 0; i < wanted.length; ++i) {
      var found = ids.indexOf(String(wanted[i]).slice(0, 2).toLowerCase());
      if (found >= 0) return found;
    }
    return -1;
  },
  shn_viewer_page: function() {
    return Module['shnViewer'] ? 1 : 0;
  },
  shn_viewer_stored_language: function(spoken) {
    var code = '';
    try { code = String(localStorage.getItem('shn-board-language') || ''); } catch (error) {}
    return UTF8ToString(spoken).split(' ').indexOf(code);
  },
  shn_viewer_store_language: function(code) {
    try { localStorage.setItem('shn-board-language', UTF8ToString(code)); } catch (error) {}
  },

  // The tablet's own voice (web/shell.js keeps each utterance's state).
  shn_speech_voice__deps: ['malloc'],
  shn_speech_voice: function(language) {
    var name = typeof shnSpeechVoice === 'function' ? shnSpeechVoice(UTF8ToString(language)) : '';
    var size = lengthBytesUTF8(name) + 1;
    var copy = _malloc(size);
    stringToUTF8(name, copy, size);
    return copy;
  },
  shn_speech_speak: function(text, language, rate) {
    return typeof shnSpeechSpeak === 'function' &&
      shnSpeechSpeak(UTF8ToString(text), UTF8ToString(language), rate) ? 1 : 0;
  },
  shn_speech_state: function(startSeconds) {
    return typeof shnSpeechState === 'function' ? shnSpeechState(startSeconds) : 2;
  },
  shn_speech_control: function(what) {
    if (typeof shnSpeechControl === 'function') shnSpeechControl(what);
  },

  shn_page_touched: function() {
    return Module['shnTouched'] ? 1 : 0;
  },
  shn_set_title: function(title, language) {
    document.title = UTF8ToString(title);
    document.documentElement.lang = UTF8ToString(language);
  },
  shn_first_frame: function() {
    if (typeof shnFirstFrame === 'function') shnFirstFrame();
  },
  shn_fatal: function(problem) {
    if (typeof shnFatal === 'function') shnFatal(UTF8ToString(problem));
  },
  shn_mark: function(name) {
    performance.mark(UTF8ToString(name));
  },
});
