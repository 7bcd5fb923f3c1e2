#include "session/catalogue.h"
#include "session/languages.h"
#include "session/narration_script.h"
#include "session/narrators.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

using namespace shn;

TEST_CASE("every narrator has every spoken line, rendered from its current text") {
    const std::filesystem::path root = SHN_TEST_DATA_DIR;
    std::ifstream in(root / "audio" / "manifest.json");
    REQUIRE(in.good());
    const auto manifest = nlohmann::json::parse(in);
    for (const Language& row : kLanguages) { // src/session/languages.h
        const std::string language(row.id);
        CAPTURE(language);
        const Catalogue catalogue = Catalogue::load(root, language);
        // The app's narrators (session/narrators.cpp) are the rendered ones.
        REQUIRE(manifest["narrators"].contains(language));
        CHECK(manifest["narrators"][language].size() == narrators_of(language).size());
        for (const Narrator& narrator : narrators_of(language)) {
            const std::string id(narrator.id);
            CAPTURE(id);
            REQUIRE(manifest["narrators"][language].contains(id));
            CHECK(manifest["narrators"][language][id]["sex"] ==
                  (narrator.female ? "female" : "male"));
            const std::string name = std::string(language) + "/" + id;
            REQUIRE(manifest["clips"].contains(name));
            const auto& clips = manifest["clips"][name];
            std::size_t spoken = 0;
            for (const std::string& key : catalogue.keys()) {
                if (!is_spoken_key(key)) continue;
                ++spoken;
                CAPTURE(key);
                // A changed text whose clip was not rendered again fails here:
                // run tools/render_voices.sh.
                REQUIRE(clips.contains(key));
                CHECK(clips[key].get<std::string>() == catalogue.text(key));
                CHECK(std::filesystem::is_regular_file(root / "audio" / language / id /
                                                       (key + ".opus")));
            }
            CHECK(clips.size() == spoken); // no clip for a line that is gone
        }
    }
}

TEST_CASE("all clips of every language weigh under 25 MB") {
    std::uintmax_t bytes = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(
             std::filesystem::path(SHN_TEST_DATA_DIR) / "audio"))
        if (entry.is_regular_file()) bytes += entry.file_size();
    MESSAGE("audio/ holds ", bytes, " bytes");
    CHECK(bytes < 25u * 1000 * 1000);
}
