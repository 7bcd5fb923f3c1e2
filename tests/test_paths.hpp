// Where the tests find the source tree (SHN_TEST_DATA_DIR) and the app's
// binary (SHN_BINARY): functions defined in one file that CMake generates in
// the build folder (tests/CMakeLists.txt), included in every test file by the
// compiler. The paths are absolute and differ from clone to clone; as
// compile definitions they made ccache miss every test file in a fresh clone
// (issue 46), so only that one generated file holds them.
#pragma once

const char* shn_test_data_dir();
const char* shn_binary();
