# The libraries of the web build, as imported targets with the desktop's
# names, so that src/ links the same way on both: SDL2, SDL2_mixer (with
# opusfile, Opus and libogg), SDL2_ttf (with FreeType and HarfBuzz) built by
# tools/web_libs.sh into SHN_WEB_PREFIX,
# and nlohmann/json's headers copied there. The prefix's include/SDL2 comes
# before emscripten's own include/SDL (docs/web.md, trap 7).
if(NOT SHN_WEB_PREFIX OR NOT EXISTS "${SHN_WEB_PREFIX}/.complete")
  message(FATAL_ERROR "SHN_WEB_PREFIX: the folder tools/web_libs.sh printed (tools/web.sh passes it)")
endif()

add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
target_include_directories(nlohmann_json::nlohmann_json SYSTEM BEFORE INTERFACE "${SHN_WEB_PREFIX}/include")

function(shn_web_library target archive)
  add_library(${target} STATIC IMPORTED)
  set_target_properties(${target} PROPERTIES IMPORTED_LOCATION "${SHN_WEB_PREFIX}/lib/${archive}")
  target_include_directories(${target} SYSTEM BEFORE INTERFACE "${SHN_WEB_PREFIX}/include/SDL2"
                                                               "${SHN_WEB_PREFIX}/include")
  foreach(dependency IN LISTS ARGN)
    target_link_libraries(${target} INTERFACE ${dependency})
  endforeach()
endfunction()

shn_web_library(SDL2::SDL2 libSDL2.a)
shn_web_library(shn_web_freetype libfreetype.a)
shn_web_library(shn_web_harfbuzz libharfbuzz.a shn_web_freetype)
shn_web_library(SDL2_ttf::SDL2_ttf libSDL2_ttf.a SDL2::SDL2 shn_web_harfbuzz shn_web_freetype)
shn_web_library(shn_web_ogg libogg.a)
shn_web_library(shn_web_opus libopus.a)
shn_web_library(shn_web_opusfile libopusfile.a shn_web_opus shn_web_ogg)
shn_web_library(SDL2_mixer::SDL2_mixer libSDL2_mixer.a SDL2::SDL2 shn_web_opusfile)

# Data files are found under the preloaded folder, not beside a binary.
set(SHN_WEB_DATA_DIRECTORY "/sh-narrator")
