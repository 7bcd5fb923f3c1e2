# The web target: the same app (shn_app and below) with the browser's loop
# (src/platform/web). Emits sh-narrator.js + sh-narrator.wasm; tools/web.sh
# packs the data and writes the page around them (trap 2: Debian's emcc
# cannot emit the .html itself). docs/web.md explains every flag.
target_compile_definitions(shn_posix PRIVATE SHN_DATA_FROM_BINDIR="${SHN_WEB_DATA_DIRECTORY}")

add_executable(sh-narrator-web src/platform/web/web_main.cpp src/platform/web/web_speech_port.cpp
  src/cli/replay_command.cpp)
set_source_files_properties(src/platform/web/web_main.cpp src/platform/web/web_speech_port.cpp
  PROPERTIES COMPILE_OPTIONS "-Wno-dollar-in-identifier-extension")
set_property(TARGET sh-narrator-web APPEND PROPERTY LINK_DEPENDS "${PROJECT_SOURCE_DIR}/web/library_shn.js")
target_link_libraries(sh-narrator-web PRIVATE shn_platform_sdl)
set_target_properties(sh-narrator-web PROPERTIES OUTPUT_NAME sh-narrator SUFFIX ".js")
target_link_options(sh-narrator-web PRIVATE
  -sENVIRONMENT=web
  -sALLOW_MEMORY_GROWTH=1
  -sFORCE_FILESYSTEM=1
  -lidbfs.js
  "-sEXPORTED_RUNTIME_METHODS=[\"FS\",\"ccall\",\"UTF8ToString\",\"stringToUTF8\",\"lengthBytesUTF8\"]"
  # The phones' viewer hands the log in through the heap (web/board.js).
  "-sEXPORTED_FUNCTIONS=[\"_main\",\"_malloc\",\"_free\"]"
  # Trap 3: what emscripten's own SDL port adds (web/library_shn.js).
  "--js-library=${PROJECT_SOURCE_DIR}/web/library_shn.js"
  -sEXIT_RUNTIME=0
)
