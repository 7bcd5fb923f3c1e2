// The table's own narrators, kept with the app's data (issue 34).
#include "session/recorded_voices.h"

#include "platform/posix/posix_store.h"
#include "session/faulty_store.h"
#include "session/memory_store.h"
#include "session/narrators.h"
#include "session/settings.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <unistd.h>

using namespace shn;

namespace {

std::filesystem::path fresh_folder(const char* name) {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("sh-narrator-voices-test-" + std::to_string(::getpid())) / name;
    std::filesystem::remove_all(folder);
    return folder;
}

WavClip one_second() {
    WavClip clip;
    clip.samples.assign(22050, 1000);
    return clip;
}

std::map<std::string, std::string> texts = {{"say.night.close_eyes", "Close your eyes."},
                                            {"say.night.open_eyes", "Open your eyes."}};
const RecordedVoices::LineText catalogue = [](const std::string& key) {
    const auto found = texts.find(key);
    return found == texts.end() ? std::string() : found->second;
};

} // namespace

TEST_CASE("a recorded line is kept, listed, and goes stale when its catalogue text changes") {
    RecordedVoices voices(fresh_folder("stale"), platform_store());
    const auto id = voices.create("en", "  Marta ");
    REQUIRE(id);
    CHECK(*id == "marta");
    CHECK(is_recorded_narrator(std::string(RecordedVoices::kPrefix) + *id));
    REQUIRE(voices.keep_line("en", *id, "say.night.close_eyes", "Close your eyes.", one_second()));
    REQUIRE(voices.keep_line("en", *id, "say.night.open_eyes", "Open your eyes.", one_second()));
    auto listed = voices.list("en", catalogue);
    REQUIRE(listed.size() == 1);
    CHECK(listed[0].name == "Marta");
    CHECK(listed[0].recorded.size() == 2);
    CHECK(listed[0].stale.empty());

    texts["say.night.open_eyes"] = "Everyone, open your eyes.";
    const auto narrator = voices.find("en", *id, catalogue);
    REQUIRE(narrator);
    CHECK(narrator->stale == std::set<std::string>{"say.night.open_eyes"});
    CHECK(voices.fresh_lines("en", *id, catalogue) ==
          std::set<std::string>{"say.night.close_eyes"});
    texts["say.night.open_eyes"] = "Open your eyes.";
}

TEST_CASE("a second narrator with the same name gets a number, and neither is overwritten") {
    RecordedVoices voices(fresh_folder("names"), platform_store());
    const auto first = voices.create("it", "Luca");
    const auto second = voices.create("it", "Luca");
    REQUIRE(first);
    REQUIRE(second);
    CHECK(*first != *second);
    const auto listed = voices.list("it", catalogue);
    REQUIRE(listed.size() == 2);
    CHECK(listed[0].name == "Luca");
    CHECK(listed[1].name == "Luca 2");
    // A name in Cyrillic keeps its letters in the list; its folder is ASCII.
    const auto russian = voices.create("ru", "Анна");
    REQUIRE(russian);
    CHECK(is_recorded_narrator("own:" + *russian));
    CHECK(*russian == "anna");
    CHECK(voices.list("ru", catalogue).at(0).name == "Анна");
    // Accents spelled out as a German, a Frenchman or a Spaniard would.
    CHECK(voices.create("de", "Jürgen Größe") == "juergen-groesse");
    CHECK(voices.create("fr", "Hélène") == "helene");
    CHECK(voices.create("es", "Íñigo") == "inigo");
    CHECK(voices.create("en", "日本") == "narrator"); // nothing to spell: a plain word
}

TEST_CASE("a narrator exported as a pack and added on another device speaks the same lines") {
    RecordedVoices here(fresh_folder("export"), platform_store());
    const auto id = here.create("en", "Sam");
    REQUIRE(id);
    REQUIRE(here.keep_line("en", *id, "say.night.close_eyes", "Close your eyes.", one_second()));
    const auto pack = here.pack("en", *id);
    REQUIRE(pack);
    const PackRead read = read_pack(write_pack(*pack), "en");
    REQUIRE(read.pack);

    RecordedVoices there(fresh_folder("import"), platform_store());
    const auto added = there.add(*read.pack);
    REQUIRE(added);
    const auto narrator = there.find("en", *added, catalogue);
    REQUIRE(narrator);
    CHECK(narrator->name == "Sam");
    CHECK(narrator->recorded == std::set<std::string>{"say.night.close_eyes"});
    // The same pack again: a second narrator, the first untouched.
    const auto again = there.add(*read.pack);
    REQUIRE(again);
    CHECK(*again != *added);
    CHECK(there.list("en", catalogue).size() == 2);
}

TEST_CASE("an import the disk refuses adds nothing") {
    const auto folder = fresh_folder("full");
    std::filesystem::create_directories(folder);
    RecordedVoices voices(folder / "en-is-a-file", platform_store());
    // The language's folder cannot be made: a file stands where it would be.
    std::filesystem::create_directories(folder / "en-is-a-file");
    { std::ofstream(folder / "en-is-a-file" / "en") << "x"; }
    VoicePack pack{
        "en", "Sam", {{"say.night.close_eyes", "Close your eyes.", wav_bytes(one_second())}}};
    CHECK_FALSE(voices.add(pack));
    CHECK(voices.list("en", catalogue).empty());
}

TEST_CASE("settings keep a recorded narrator, and refuse a made-up one") {
    Settings settings;
    settings.narrators["it"] = "own:marta";
    settings.narrators["en"] = "own:../../etc";
    settings.narrators["fr"] = "nobody";
    settings.clamp();
    CHECK(settings.narrator("it") == "own:marta");
    CHECK(settings.narrator("en") == "bdl");
    CHECK(settings.narrator("fr") == "pico");
}

TEST_CASE("a long name in accented or Cyrillic letters is kept whole or cut between letters, and "
          "its pack reads back (the crawler's 40 accented letters)") {
    RecordedVoices voices(fresh_folder("long-name"), platform_store());
    std::string name;
    for (int index = 0; index < 40; ++index) name += "ê";
    const auto accented = voices.create("fr", name);
    REQUIRE(accented);
    CHECK(voices.list("fr", catalogue).at(0).name == name); // 80 bytes: kept whole
    std::string longer;
    for (int index = 0; index < 100; ++index) longer += "Ж";
    const auto cut = voices.create("ru", longer);
    REQUIRE(cut);
    const std::string kept = voices.list("ru", catalogue).at(0).name;
    CHECK(kept.size() <= VoicePack::kMaxNameBytes);
    CHECK(kept.size() % 2 == 0); // whole two-byte letters
    REQUIRE(voices.keep_line("ru", *cut, "say.night.close_eyes", "Close your eyes.", one_second()));
    const auto pack = voices.pack("ru", *cut);
    REQUIRE(pack);
    CHECK(read_pack(write_pack(*pack)).pack);
}

TEST_CASE("issue 42: a voice's name is one line of letters: controls, line breaks and "
          "bidirectional marks are taken out, and the list keeps one line a voice") {
    CHECK(RecordedVoices::clean_name("Mar\nta") == "Mar ta");
    CHECK(RecordedVoices::clean_name("\tAda\r\n") == "Ada");
    CHECK(RecordedVoices::clean_name("Bo\x01\x1b[31m") == "Bo [31m");
    CHECK(RecordedVoices::clean_name("\u202EevilE\u202C") == "evilE");
    CHECK(RecordedVoices::clean_name("Zoë\u2028Ана\u200F") == "Zoë Ана");
    CHECK(RecordedVoices::clean_name("Jürgen  Groß") == "Jürgen Groß");
    CHECK(RecordedVoices::clean_name("\xc2\x85") == ""); // C1's next line
    const auto folder = fresh_folder("clean-name");
    RecordedVoices voices(folder, platform_store());
    const auto id = voices.create("en", "Mar\nta\u202E");
    REQUIRE(id);
    const auto listed = voices.list("en", catalogue);
    REQUIRE(listed.size() == 1);
    CHECK(listed[0].name == "Mar ta");
    std::filesystem::remove_all(folder);
}

TEST_CASE("issue 45: the narrators live on any store: on memory a narrator is made, a line "
          "kept, listed, exported, imported and removed with no disk at all") {
    MemoryStore memory;
    const std::filesystem::path folder = "/no-such-disk/voices";
    RecordedVoices voices(folder, memory);
    const auto id = voices.create("en", "Marta");
    REQUIRE(id);
    REQUIRE(voices.keep_line("en", *id, "say.night.close_eyes", "Close your eyes.", one_second()));
    auto listed = voices.list("en", catalogue);
    REQUIRE(listed.size() == 1);
    CHECK(listed[0].name == "Marta");
    CHECK(listed[0].recorded == std::set<std::string>{"say.night.close_eyes"});
    CHECK(memory.read(voices.clip("en", *id, "say.night.close_eyes")) == wav_bytes(one_second()));

    // A take held for playing back, then dropped: nothing of it stays.
    const auto take = voices.hold_take(one_second());
    REQUIRE(take);
    CHECK(memory.exists(*take));
    voices.drop_takes();
    CHECK_FALSE(memory.exists(folder / ".takes"));

    // Exported as the panel and the command line do, and imported back:
    // a second narrator with the same lines, the pack file gone after.
    const auto pack = voices.pack("en", *id);
    REQUIRE(pack);
    const std::filesystem::path file = "/no-such-disk/copy.shnvoice";
    REQUIRE(memory.replace(file, write_pack(*pack)));
    const PackImport import = voices.import_file(
        file, "en", [](const std::string& key) { return texts.count(key) > 0; },
        RecordedVoices::AfterImport::RemoveFile);
    REQUIRE(import.id);
    CHECK(*import.id != *id);
    CHECK(import.name == "Marta 2");
    CHECK(import.lines == 1);
    CHECK_FALSE(memory.exists(file));
    listed = voices.list("en", catalogue);
    REQUIRE(listed.size() == 2);
    CHECK(listed[1].recorded == listed[0].recorded);
    CHECK(memory.read(voices.clip("en", *import.id, "say.night.close_eyes")) ==
          wav_bytes(one_second()));
    CHECK_FALSE(memory.exists(folder / "en" / ("." + *import.id + ".importing")));

    REQUIRE(voices.remove("en", *id));
    CHECK_FALSE(memory.exists(folder / "en" / *id));
    REQUIRE(voices.list("en", catalogue).size() == 1);
    CHECK(voices.list("en", catalogue)[0].id == *import.id);
    CHECK_FALSE(std::filesystem::exists("/no-such-disk"));
}

TEST_CASE("issue 45: an import the disk refuses at any of its writes leaves nothing half-made, "
          "and says why") {
    const VoicePack pack{"en",
                         "Sam",
                         {{"say.night.close_eyes", "Close your eyes.", wav_bytes(one_second())},
                          {"say.night.open_eyes", "Open your eyes.", wav_bytes(one_second())}}};
    int refused = 0;
    for (std::uint64_t write = 1;; ++write) {
        CAPTURE(write);
        MemoryStore memory;
        FaultyStore disk(memory);
        RecordedVoices voices("/table/voices", disk);
        REQUIRE(voices.create("en", "Marta"));
        const auto before = memory.files();
        disk.fail_write(write, DiskProblem::Full);
        if (const auto added = voices.add(pack)) {
            CHECK(voices.list("en", catalogue).size() == 2);
            CHECK(voices.problem() == DiskProblem::None);
            break;
        }
        ++refused;
        CHECK(voices.problem() == DiskProblem::Full);
        CHECK(memory.files() == before); // not even the hidden folder it was built in
        CHECK(voices.list("en", catalogue).size() == 1);
    }
    CHECK(refused == 4); // two clips, the list, the rename into place

    // A read-only disk: nothing written, and said so.
    MemoryStore memory;
    FaultyStore disk(memory);
    RecordedVoices voices("/table/voices", disk);
    disk.set_read_only(true);
    CHECK_FALSE(voices.add(pack));
    CHECK(voices.problem() == DiskProblem::ReadOnly);
    CHECK(memory.files().empty());
}

TEST_CASE("issue 45: a line the disk refuses leaves the narrator's other lines as they were, "
          "and a removal it refuses leaves the narrator") {
    MemoryStore memory;
    FaultyStore disk(memory);
    RecordedVoices voices("/table/voices", disk);
    const auto id = voices.create("en", "Marta");
    REQUIRE(id);
    REQUIRE(voices.keep_line("en", *id, "say.night.close_eyes", "Close your eyes.", one_second()));
    const auto before = memory.files();
    disk.set_full(true);
    CHECK_FALSE(
        voices.keep_line("en", *id, "say.night.open_eyes", "Open your eyes.", one_second()));
    CHECK(voices.problem() == DiskProblem::Full);
    CHECK(memory.files() == before);
    CHECK_FALSE(voices.hold_take(one_second()));
    CHECK(voices.problem() == DiskProblem::Full);
    disk.set_full(false);
    disk.set_read_only(true);
    CHECK_FALSE(voices.remove("en", *id));
    CHECK(voices.problem() == DiskProblem::ReadOnly);
    CHECK(voices.list("en", catalogue).size() == 1);
    disk.set_read_only(false);
    CHECK_FALSE(
        voices.keep_line("en", "nobody", "say.night.open_eyes", "Open your eyes.", one_second()));
    CHECK(voices.problem() == DiskProblem::Other); // no such narrator: nothing written
    CHECK(memory.files() == before);
}
