// Secret Hitler Narrator, web build: what the table's page (shell.js) and
// the phones' (board.js) say alike, in the browser's language, from the
// catalogues' web.* keys (messages.js, made by tools/web.sh): the page's
// language, its words, its notice, and the fatal error the app or a
// failed file reports (shnFatal).
'use strict';

// The page's language: the first of the browser's the app speaks, else en.
function shnPageLanguage() {
  var wanted = navigator.languages || [navigator.language || 'en'];
  for (var i = 0; i < wanted.length; ++i) {
    var code = String(wanted[i]).slice(0, 2).toLowerCase();
    if (SHN_MESSAGES[code]) return code;
  }
  return 'en';
}

// One of the page's words (web.* keys), in its language, {detail} filled.
function shnPageText(key, detail) {
  var texts = SHN_MESSAGES[shnPageLanguage()];
  return (texts[key] || SHN_MESSAGES.en[key] || key).replace('{detail}', detail || '');
}

// The page's notice: say(key, detail) shows one of its words, say() hides
// it; window.shnFatal (the app's fatal error, library_shn.js; a file that
// did not load) says that the app could not start. Null, with the reason
// said, where the browser has no WebAssembly; else the loading line says
// the app is loading.
function shnPageNotice() {
  var notice = document.getElementById('notice');
  var loading = document.getElementById('loading');
  document.documentElement.lang = shnPageLanguage();
  function say(key, detail) {
    if (!key) { notice.className = ''; return; }
    notice.textContent = shnPageText(key, detail);
    notice.className = 'shown';
  }
  window.shnFatal = function (detail) {
    loading.textContent = '';
    say('web.load_failed', detail);
  };
  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
    say('web.no_wasm');
    return null;
  }
  loading.textContent = shnPageText('web.loading');
  return { say: say, loading: loading };
}
