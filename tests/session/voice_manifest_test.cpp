#include "session/catalogue.h"
#include "session/narration_script.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace shn;

TEST_CASE("every spoken line has a clip rendered from its current text") {
    const std::filesystem::path root = SHN_TEST_DATA_DIR;
    std::ifstream in(root / "audio" / "manifest.json");
    REQUIRE(in.good());
    const auto manifest = nlohmann::json::parse(in);
    for (const char* language : {"en", "it", "fr", "ru"}) {
        CAPTURE(language);
        const Catalogue catalogue = Catalogue::load(root, language);
        REQUIRE(manifest["clips"].contains(language));
        const auto& clips = manifest["clips"][language];
        std::size_t spoken = 0;
        for (const std::string& key : catalogue.keys()) {
            if (!is_spoken_key(key)) continue;
            ++spoken;
            CAPTURE(key);
            // A changed text whose clip was not rendered again fails here:
            // run tools/render_voices.sh.
            REQUIRE(clips.contains(key));
            CHECK(clips[key].get<std::string>() == catalogue.text(key));
            const auto clip = root / "audio" / language / (key + ".ogg");
            CHECK(std::filesystem::is_regular_file(clip));
        }
        CHECK(clips.size() == spoken); // no clip for a line that is gone
        CHECK(manifest["voices"].contains(language));
    }
}

TEST_CASE("all clips of all four languages weigh under 25 MB") {
    std::uintmax_t bytes = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(
             std::filesystem::path(SHN_TEST_DATA_DIR) / "audio"))
        if (entry.is_regular_file()) bytes += entry.file_size();
    MESSAGE("audio/ holds ", bytes, " bytes");
    CHECK(bytes < 25u * 1000 * 1000);
}
