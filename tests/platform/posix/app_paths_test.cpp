// Where the desktop exports (issue 42, finding 11): ~/Documents, made when
// missing, never the home folder itself.

#include "platform/posix/app_paths.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <string>
#include <unistd.h>

namespace shn {

TEST_CASE("issue 42: an export goes to ~/Documents, made when it is missing, as the README "
          "says") {
    const auto home =
        std::filesystem::temp_directory_path() / ("shn-app-paths-" + std::to_string(::getpid()));
    std::filesystem::remove_all(home);
    std::filesystem::create_directories(home);
    const char* old_home = std::getenv("HOME");
    const std::string kept_home = old_home ? old_home : "";
    const char* old_documents = std::getenv("XDG_DOCUMENTS_DIR");
    const std::string kept_documents = old_documents ? old_documents : "";
    ::setenv("HOME", home.c_str(), 1);
    ::unsetenv("XDG_DOCUMENTS_DIR");

    CHECK(default_export_folder() == home / "Documents");
    const auto written =
        export_file(default_export_folder(), "secret-hitler-game", "{}\n", ".jsonl");
    REQUIRE(written);
    CHECK(*written == home / "Documents" / "secret-hitler-game.jsonl");
    CHECK(std::filesystem::is_regular_file(*written));
    CHECK_FALSE(std::filesystem::exists(home / "secret-hitler-game.jsonl"));

    if (old_home)
        ::setenv("HOME", kept_home.c_str(), 1);
    else
        ::unsetenv("HOME");
    if (old_documents) ::setenv("XDG_DOCUMENTS_DIR", kept_documents.c_str(), 1);
    std::filesystem::remove_all(home);
}

} // namespace shn
