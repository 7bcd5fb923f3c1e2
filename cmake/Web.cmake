# The web target: the same app (shn_app and below) with the browser's loop
# (src/platform/web). Emits sh-narrator.js + sh-narrator.wasm; tools/web.sh
# packs the data and writes the page around them (trap 2: Debian's emcc
# cannot emit the .html itself). docs/web.md explains every flag.
target_compile_definitions(shn_posix PRIVATE SHN_DATA_FROM_BINDIR="${SHN_WEB_DATA_DIRECTORY}")

# The browser's loop, its storage, its viewer for phones, the tablet's voice.
add_library(shn_web_platform OBJECT src/platform/web/web_main.cpp
  src/platform/web/web_table.cpp src/platform/web/indexeddb_sync.cpp src/platform/web/web_viewer.cpp
  src/platform/web/web_speech_port.cpp)
target_link_libraries(shn_web_platform PUBLIC shn_platform_sdl)

# Links one build of the app: the product (sh-narrator-web, build-web/) or
# the browser tests' (sh-narrator-web-test, build-web/test-build/: with
# the hooks of src/platform/web/web_test_hooks.cpp, built only by
# tools/web.sh test; the product exports none of them).
function(shn_web_app target)
  target_sources(${target} PRIVATE $<TARGET_OBJECTS:shn_web_platform>)
  target_link_libraries(${target} PRIVATE shn_platform_sdl)
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS "${PROJECT_SOURCE_DIR}/web/library_shn.js")
  set_target_properties(${target} PROPERTIES OUTPUT_NAME sh-narrator SUFFIX ".js")
  target_link_options(${target} PRIVATE
    # wasm-opt and the loader's minifier for size (issue 46: 16 KB less
    # .wasm, gzipped, than MinSizeRel's -Os; the code is compiled at -Os).
    -Oz
    -sENVIRONMENT=web
    -sALLOW_MEMORY_GROWTH=1
    -sFORCE_FILESYSTEM=1
    -lidbfs.js
    "-sEXPORTED_RUNTIME_METHODS=[\"FS\",\"ccall\",\"UTF8ToString\",\"stringToUTF8\",\"lengthBytesUTF8\"]"
    # The phones' viewer hands the log in through the heap (web/board.js).
    "-sEXPORTED_FUNCTIONS=[\"_main\",\"_malloc\",\"_free\"]"
    # The page's side of the app (src/platform/web/page_calls.h), and trap 3.
    "--js-library=${PROJECT_SOURCE_DIR}/web/library_shn.js"
    -sEXIT_RUNTIME=0
  )
endfunction()

add_executable(sh-narrator-web)
shn_web_app(sh-narrator-web)
add_executable(sh-narrator-web-test EXCLUDE_FROM_ALL src/platform/web/web_test_hooks.cpp)
shn_web_app(sh-narrator-web-test)
set_target_properties(sh-narrator-web-test PROPERTIES
  RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/test-build")
