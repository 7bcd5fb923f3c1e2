// Voice pack files on a store (issue 34): found where a platform looks, and
// read for an import through the store, a large one refused unread.
#include "session/pack_files.h"

#include "platform/posix/posix_store.h"
#include "session/memory_store.h"
#include "session/recorded_voices.h"
#include "session/wav_clip.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <unistd.h>

using namespace shn;

namespace {

std::string spoken_wav() {
    WavClip clip;
    clip.samples.assign(22050, std::int16_t(2000));
    return wav_bytes(clip);
}

std::string pack_bytes(const std::string& language, std::vector<std::string> keys) {
    VoicePack pack{language, "Marta", {}};
    for (const auto& key : keys) pack.lines.push_back({key, "words", spoken_wav()});
    return write_pack(pack);
}

const auto known = [](const std::string& key) { return key.starts_with("say.night."); };

/// A store that says every file is one byte larger than a pack may be, and
/// counts the reads that still came.
class HugeFiles : public MemoryStore {
  public:
    std::optional<std::uintmax_t> size(const std::filesystem::path& file) const override {
        return MemoryStore::size(file) ? std::optional(VoicePack::kMaxPackBytes + 1) : std::nullopt;
    }
    std::optional<std::string> read(const std::filesystem::path& file) const override {
        ++reads;
        return MemoryStore::read(file);
    }
    mutable int reads = 0;
};

} // namespace

TEST_CASE("issue 34: packs are found in the folders and two deep under them, sorted, once each") {
    MemoryStore store;
    for (const char* file : {"/stick/b.shnvoice", "/stick/a.shnvoice", "/stick/notes.txt",
                             "/stick/voices/marta.shnvoice", "/stick/voices/it/sam.shnvoice",
                             "/stick/voices/it/deep/lost.shnvoice", "/docs/c.shnvoice"})
        store.replace(file, "x");
    const auto found = find_packs(store, {"/stick", "/docs", "/stick", "/nowhere"});
    CHECK(found == std::vector<std::filesystem::path>{
                       "/docs/c.shnvoice", "/stick/a.shnvoice", "/stick/b.shnvoice",
                       "/stick/voices/it/sam.shnvoice", "/stick/voices/marta.shnvoice"});
}

TEST_CASE("issue 34: no more than kMostPacks packs are listed") {
    MemoryStore store;
    for (std::size_t n = 0; n < kMostPacks + 10; ++n)
        store.replace("/stick/" + std::to_string(n) + ".shnvoice", "x");
    CHECK(find_packs(store, {"/stick"}).size() == kMostPacks);
}

TEST_CASE("issue 34: a pack larger than the limit is refused unread") {
    HugeFiles store;
    store.replace("/stick/big.shnvoice", pack_bytes("it", {"say.night.close_eyes"}));
    const PackFileRead read = read_pack_file(store, "/stick/big.shnvoice", "it", known);
    CHECK(read.read.problem == PackProblem::TooLarge);
    CHECK(read.read.detail == std::to_string(VoicePack::kMaxPackBytes >> 20));
    CHECK_FALSE(read.read.pack);
    CHECK(store.reads == 0);
}

TEST_CASE("issue 34: a pack file is read through the store, its unknown lines left out") {
    MemoryStore store;
    store.replace("/stick/marta.shnvoice",
                  pack_bytes("it", {"say.night.close_eyes", "say.other.line"}));
    store.replace("/stick/none.shnvoice", pack_bytes("it", {"say.other.line"}));
    store.replace("/stick/bad.shnvoice", "not a pack");

    const PackFileRead good = read_pack_file(store, "/stick/marta.shnvoice", "it", known);
    REQUIRE(good.read.pack);
    CHECK(good.read.pack->lines.size() == 1);
    CHECK(read_pack_file(store, "/stick/marta.shnvoice", "de", known).read.problem ==
          PackProblem::WrongLanguage);
    CHECK(read_pack_file(store, "/stick/none.shnvoice", "it", known).read.problem ==
          PackProblem::Empty);
    const PackFileRead bad = read_pack_file(store, "/stick/bad.shnvoice", "it", known);
    CHECK(bad.read.problem == PackProblem::Damaged);
    CHECK_FALSE(bad.unreadable);
    const PackFileRead missing = read_pack_file(store, "/stick/gone.shnvoice", "it", known);
    CHECK(missing.read.problem == PackProblem::Damaged);
    CHECK(missing.unreadable);
}

TEST_CASE("issue 34: an imported pack file is added and the picker's copy goes after") {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("sh-narrator-pack-files-test-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    TableStore& store = platform_store();
    RecordedVoices voices(folder / "voices", store);
    const auto file = folder / "picked.shnvoice";
    REQUIRE(store.replace(file, pack_bytes("it", {"say.night.close_eyes"})));
    REQUIRE(voices.create("it", "Marta"));

    const PackImport import =
        voices.import_file(file, "it", known, RecordedVoices::AfterImport::RemoveFile);
    REQUIRE(import.id);
    CHECK(import.name == "Marta 2"); // as the list shows it
    CHECK(import.lines == 1);
    CHECK_FALSE(store.exists(file));

    REQUIRE(store.replace(file, pack_bytes("it", {"say.night.close_eyes"})));
    CHECK(voices.import_file(file, "it", known).id);
    CHECK(store.exists(file)); // a pack on a stick stays where it was
    std::filesystem::remove_all(folder);
}
