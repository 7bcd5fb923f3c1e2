# Installing sh-narrator like real software, and its Debian package (CPack).
# Included from CMakeLists.txt once the sh-narrator and shn_session targets
# exist. The layout (GNUInstallDirs, prefix /usr in the .deb):
#   bin/sh-narrator                                  (SHN_INSTALL_BINDIR)
#   share/sh-narrator/{assets,audio}/                the data the app reads
#   share/applications/sh-narrator.desktop
#   share/metainfo/io.github.shnarrator.SHNarrator.metainfo.xml
#   share/icons/hicolor/{48x48,64x64,128x128,192x192,256x256,512x512,scalable}/apps/sh-narrator.*
#   share/man/man6/sh-narrator.6.gz
#   share/doc/sh-narrator/{README.md,game-log.md,copyright,examples/sh-narrator-kiosk.service}
# See docs/install.md.
include(GNUInstallDirs)

# bin/, not Debian's games/: the GNUInstallDirs default, on every user's PATH
# (also with --prefix ~/.local) and what the kiosk unit runs. A package that
# must follow Debian policy 11.11 to the letter configures
# -DSHN_INSTALL_BINDIR=games; the data is still found (see below).
set(SHN_INSTALL_BINDIR "${CMAKE_INSTALL_BINDIR}" CACHE STRING
    "Where sh-narrator is installed, relative to the prefix (bin, or games)")
set(SHN_INSTALL_DATADIR "${CMAKE_INSTALL_DATADIR}/sh-narrator")

# The binary finds its data from its own folder (/proc/self/exe), by a path
# relative to it, so one build runs from any prefix: /usr (the .deb),
# /usr/local, ~/.local, a folder extracted with dpkg -x. Only when a
# directory is given as an absolute path is the data's absolute path built in.
if(IS_ABSOLUTE "${SHN_INSTALL_BINDIR}" OR IS_ABSOLUTE "${SHN_INSTALL_DATADIR}")
  set(shn_data_from_bindir "${CMAKE_INSTALL_FULL_DATADIR}/sh-narrator")
else()
  file(RELATIVE_PATH shn_data_from_bindir "/prefix/${SHN_INSTALL_BINDIR}" "/prefix/${SHN_INSTALL_DATADIR}")
endif()
target_compile_definitions(shn_posix PRIVATE SHN_DATA_FROM_BINDIR="${shn_data_from_bindir}")

install(TARGETS sh-narrator RUNTIME DESTINATION "${SHN_INSTALL_BINDIR}")

# The data: catalogues and typefaces (with their licences), the clips, their
# manifest and the README naming the voices' licences. Nothing else of the
# source tree (tests, tools, golden logs) is installed.
install(DIRECTORY "${PROJECT_SOURCE_DIR}/assets/" DESTINATION "${SHN_INSTALL_DATADIR}/assets"
        FILES_MATCHING PATTERN "*.json" PATTERN "*.ttf" PATTERN "*.otf" PATTERN "*.txt" PATTERN "*.md")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/audio/" DESTINATION "${SHN_INSTALL_DATADIR}/audio"
        FILES_MATCHING PATTERN "*.opus" PATTERN "*.json" PATTERN "*.md")

# The board for phones (issue 14, docs/second-screen.md): the web build's
# viewer files, when tools/web.sh build has made them before packaging (the
# WebAssembly is the same on every architecture: one build serves the amd64
# and the arm64 package). Without them the app runs, and says, when the
# setting is turned on, that the board for phones is not installed.
set(shn_site "${PROJECT_SOURCE_DIR}/build-web/site")
install(FILES "${shn_site}/board.html" "${shn_site}/board.js" "${shn_site}/page.css"
              "${shn_site}/page.js" "${shn_site}/messages.js"
              "${shn_site}/app.data.js" "${shn_site}/app.data" "${shn_site}/sh-narrator.js"
              "${shn_site}/sh-narrator.wasm"
        DESTINATION "${SHN_INSTALL_DATADIR}/web" OPTIONAL)
install(FILES "${PROJECT_SOURCE_DIR}/dist/icons/sh-narrator.svg"
        DESTINATION "${SHN_INSTALL_DATADIR}/web/icons")

# Desktop integration. The PNG icons are committed (tools/render_icons.sh
# draws them from the SVG), so building needs no SVG renderer.
set(shn_appstream_id io.github.shnarrator.SHNarrator)
install(FILES "${PROJECT_SOURCE_DIR}/dist/sh-narrator.desktop"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
install(FILES "${PROJECT_SOURCE_DIR}/dist/${shn_appstream_id}.metainfo.xml"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
foreach(size 48 64 128 192 256 512)
  install(FILES "${PROJECT_SOURCE_DIR}/dist/icons/sh-narrator-${size}.png"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps"
          RENAME sh-narrator.png)
endforeach()
install(FILES "${PROJECT_SOURCE_DIR}/dist/icons/sh-narrator.svg"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps")

# The man page, compressed as Debian policy 12.1 asks (-n: no name or time
# stamp in the archive, so the package is reproducible).
find_program(SHN_GZIP gzip REQUIRED)
add_custom_command(
  OUTPUT "${PROJECT_BINARY_DIR}/sh-narrator.6.gz"
  COMMAND "${SHN_GZIP}" -9nc "${PROJECT_SOURCE_DIR}/dist/sh-narrator.6" > "${PROJECT_BINARY_DIR}/sh-narrator.6.gz"
  DEPENDS "${PROJECT_SOURCE_DIR}/dist/sh-narrator.6"
  COMMENT "Compressing the man page")
add_custom_target(shn_man_page ALL DEPENDS "${PROJECT_BINARY_DIR}/sh-narrator.6.gz")
install(FILES "${PROJECT_BINARY_DIR}/sh-narrator.6.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man6")

install(FILES "${PROJECT_SOURCE_DIR}/README.md" "${PROJECT_SOURCE_DIR}/docs/game-log.md"
              "${PROJECT_SOURCE_DIR}/docs/analysis.md" "${PROJECT_SOURCE_DIR}/docs/rules.md"
              "${PROJECT_SOURCE_DIR}/dist/copyright"
        DESTINATION "${CMAKE_INSTALL_DOCDIR}")
install(FILES "${PROJECT_SOURCE_DIR}/dist/sh-narrator-kiosk.service"
        DESTINATION "${CMAKE_INSTALL_DOCDIR}/examples")

# --- The Debian package: cpack -G DEB (from the build folder) -----------------
set(SHN_PACKAGE_MAINTAINER "Secret Hitler Narrator maintainers <maintainers@users.noreply.a-seed-673c9729.example>"
    CACHE STRING "The Maintainer field of the .deb")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME sh-narrator)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "Secret Hitler Narrator")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "narrator and referee for the board game Secret Hitler")
set(CPACK_PACKAGE_DESCRIPTION
    "A table companion for the physical board game Secret Hitler, for 5 to 10
players around one tablet or Raspberry Pi touchscreen. It reads the setup and
the eyes-closed (night) script aloud in English, Italian, French or Russian,
keeps the books of the game as it is played and checks every move against
the rules. The command line replays and checks game logs, simulates games,
narrates without a screen and renders screenshots.")
set(CPACK_PACKAGE_CONTACT "${SHN_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${SHN_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # sh-narrator_0.1.0-1_amd64.deb
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
# CPack asks dpkg for the architecture, which is the build machine's: a cross
# build names its target's (cmake/toolchain-aarch64-linux-gnu.cmake -> arm64).
if(CMAKE_CROSSCOMPILING AND CMAKE_SYSTEM_PROCESSOR STREQUAL "aarch64")
  set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE arm64)
endif()
# Depends from the binary's real shared libraries (dpkg-shlibdeps, from
# dpkg-dev): libsdl2-2.0-0, libsdl2-mixer-2.0-0, libsdl2-ttf-2.0-0,
# libsdl2-image-2.0-0, libc6, libstdc++6, libgcc-s1, with the minimum
# versions Debian's symbols files give. A cross build asks the same tool
# about the arm64 libraries.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# (Ogg Opus decoding comes with libsdl2-mixer-2.0-0, which depends on
# libopusfile0 itself.)
set(CPACK_STRIP_FILES ON)
include(CPack)
