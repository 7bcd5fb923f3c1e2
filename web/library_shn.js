// Linked into the web build with --js-library (cmake/Web.cmake). Trap 3:
// SDL2's audio calls autoResumeAudioContext and dynCall, which emscripten's
// own SDL port pulls in and a from-source SDL2 does not: without them
// Mix_OpenAudio aborts ("autoResumeAudioContext is not defined"). Declared
// here as the dependencies of a function the app calls once, because a
// "$name" in -sDEFAULT_LIBRARY_FUNCS_TO_INCLUDE does not survive CMake's
// escaping.
mergeInto(LibraryManager.library, {
  shn_keep_sdl_audio_helpers__deps: ['$autoResumeAudioContext', '$dynCall'],
  shn_keep_sdl_audio_helpers: function() {},
});
