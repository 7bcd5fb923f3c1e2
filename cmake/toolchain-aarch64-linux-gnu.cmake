# Cross-compiling for 64-bit Raspberry Pi OS / Debian arm64 with Debian's own
# cross toolchain (crossbuild-essential-arm64) and multiarch libraries
# (libsdl2-dev:arm64 ...), as tools/cross_arm64.sh does:
#   cmake -S . -B build-arm64 --toolchain cmake/toolchain-aarch64-linux-gnu.cmake
# Multiarch puts the arm64 libraries and their CMake config files under
# /usr/lib/aarch64-linux-gnu, beside the host's: no sysroot is needed, only
# the library architecture, so that find_package() never picks an amd64 file.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)

# Programs (cmake, bash) come from the host; libraries, headers and CMake
# packages only from the arm64 side of /usr.
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
set(ENV{PKG_CONFIG_LIBDIR} /usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig)

# Tests and tools built here run on the host through qemu-user.
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64 -L /usr/aarch64-linux-gnu)
