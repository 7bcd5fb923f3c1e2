// A narrator as one file (issue 34): written, read back, and every bad
// pack refused with its problem and nothing read.
#include "session/voice_pack.h"
#include "session/wav_clip.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

using namespace shn;

namespace {

std::string wav_of(double seconds, int rate = 22050) {
    WavClip clip;
    clip.rate = rate;
    clip.samples.assign(std::size_t(seconds * rate), std::int16_t(100));
    return wav_bytes(clip);
}

VoicePack sample_pack() {
    VoicePack pack;
    pack.language = "it";
    pack.name = "Marta Rossi";
    pack.lines.push_back({"say.night.close_eyes", "Chiudete gli occhi.", wav_of(1.5)});
    pack.lines.push_back({"say.night.open_eyes", "Aprite gli occhi.", wav_of(1.0)});
    return pack;
}

/// A hand-made tar entry (for the packs the writer would never make).
std::string entry(const std::string& name, const std::string& body, char type = '0') {
    std::string header(512, '\0');
    header.replace(0, name.size(), name);
    const auto octal = [&](std::size_t at, std::size_t width, unsigned long long value) {
        char field[32];
        std::snprintf(field, sizeof field, "%0*llo", int(width - 1), value);
        header.replace(at, width - 1, field, width - 1);
    };
    octal(100, 8, 0644);
    octal(124, 12, body.size());
    header[156] = type;
    header.replace(257, 6, std::string("ustar\0", 6));
    header.replace(148, 8, "        ");
    unsigned sum = 0;
    for (const char c : header) sum += std::uint8_t(c);
    octal(148, 7, sum);
    std::string out = header + body;
    out.append((512 - body.size() % 512) % 512, '\0');
    return out;
}

std::string manifest(const std::string& language, const std::string& clip_path,
                     const std::string& key = "say.night.close_eyes") {
    return R"({"format":"sh-narrator-voice","version":1,"language":")" + language +
           R"(","name":"X","lines":[{"key":")" + key + R"(","text":"t","clip":")" + clip_path +
           R"("}]})";
}

std::string archive(std::initializer_list<std::string> entries) {
    std::string out;
    for (const auto& part : entries) out += part;
    return out + std::string(1024, '\0');
}

} // namespace

TEST_CASE("a pack written on one device reads back the same on another") {
    const std::string bytes = write_pack(sample_pack());
    CHECK(bytes.size() % 512 == 0);
    const PackRead read = read_pack(bytes);
    REQUIRE(read.pack);
    CHECK(read.problem == PackProblem::None);
    CHECK(read.pack->language == "it");
    CHECK(read.pack->name == "Marta Rossi");
    REQUIRE(read.pack->lines.size() == 2);
    CHECK(read.pack->lines[0].key == "say.night.close_eyes");
    CHECK(read.pack->lines[0].text == "Chiudete gli occhi.");
    CHECK(read.pack->lines[0].wav == sample_pack().lines[0].wav);
    CHECK(read_pack(bytes, "it").pack);
}

TEST_CASE(
    "a pack of another language than the table's, or of one the app does not speak, is refused") {
    const PackRead wrong = read_pack(write_pack(sample_pack()), "fr");
    CHECK_FALSE(wrong.pack);
    CHECK(wrong.problem == PackProblem::WrongLanguage);
    CHECK(wrong.detail == "it");
    VoicePack klingon = sample_pack();
    klingon.language = "tlh";
    const PackRead unknown = read_pack(write_pack(klingon));
    CHECK(unknown.problem == PackProblem::UnknownLanguage);
    CHECK(unknown.detail == "tlh");
}

TEST_CASE("a damaged pack is refused: flipped bytes, cut short, not a tar, no manifest") {
    const std::string bytes = write_pack(sample_pack());
    std::string flipped = bytes;
    flipped[700] ^= 0x55; // inside the manifest's header or body
    std::string header_flipped = bytes;
    header_flipped[10] ^= 0x01;
    for (const std::string& bad :
         {header_flipped, bytes.substr(0, bytes.size() / 2), std::string("PK\x03\x04 not a tar"),
          std::string(), archive({entry("clips/say.night.close_eyes.wav", wav_of(1))})}) {
        const PackRead read = read_pack(bad);
        CHECK_FALSE(read.pack);
        CHECK(read.problem == PackProblem::Damaged);
    }
    // A flipped byte in the manifest's text: a checksum does not cover the
    // body, so the manifest either fails to parse or reads differently; never a crash.
    const PackRead body = read_pack(flipped);
    CHECK((body.problem == PackProblem::Damaged || body.pack));
    // A clip that is not a WAV file.
    const PackRead not_wav =
        read_pack(archive({entry("manifest.json", manifest("it", "clips/say.night.close_eyes.wav")),
                           entry("clips/say.night.close_eyes.wav", "OggS....")}));
    CHECK(not_wav.problem == PackProblem::Damaged);
    CHECK(not_wav.detail == "say.night.close_eyes");
}

TEST_CASE("a pack whose paths climb out of their folder is refused") {
    for (const std::string& path : {std::string("../../.bashrc"), std::string("/etc/passwd"),
                                    std::string("clips/../../x.wav")}) {
        const PackRead by_manifest =
            read_pack(archive({entry("manifest.json", manifest("it", path)),
                               entry("clips/say.night.close_eyes.wav", wav_of(1))}));
        CHECK(by_manifest.problem == PackProblem::ClimbingPath);
        const PackRead by_entry = read_pack(
            archive({entry("manifest.json", manifest("it", "clips/say.night.close_eyes.wav")),
                     entry(path, wav_of(1))}));
        CHECK(by_entry.problem == PackProblem::ClimbingPath);
    }
    // A link may point anywhere.
    const PackRead link =
        read_pack(archive({entry("manifest.json", manifest("it", "clips/say.night.close_eyes.wav")),
                           entry("clips/say.night.close_eyes.wav", "", '2')}));
    CHECK(link.problem == PackProblem::ClimbingPath);
    // A key that is not a line's key never becomes a file name.
    const PackRead key =
        read_pack(archive({entry("manifest.json", manifest("it", "clips/x.wav", "../x")),
                           entry("clips/x.wav", wav_of(1))}));
    CHECK_FALSE(key.pack);
}

TEST_CASE("a clip of an hour and a pack of a gigabyte are refused before they are read") {
    VoicePack hour = sample_pack();
    WavClip long_clip;
    long_clip.rate = 8000;
    long_clip.samples.assign(std::size_t(VoicePack::kMaxClipSeconds * 8000) + 8000, 0);
    hour.lines[1].wav = wav_bytes(long_clip);
    const PackRead read = read_pack(write_pack(hour));
    CHECK(read.problem == PackProblem::ClipTooLong);
    CHECK(read.detail == "say.night.open_eyes");

    // A header that claims an hour of audio in a few bytes is damaged, not long.
    std::string liar = wav_of(0.1);
    liar[40] = char(0xff), liar[41] = char(0xff), liar[42] = char(0xff), liar[43] = char(0x7f);
    VoicePack lying = sample_pack();
    lying.lines[0].wav = liar;
    CHECK(read_pack(write_pack(lying)).problem == PackProblem::Damaged);

    const std::string gigabyte_claim(VoicePack::kMaxPackBytes + 1, '\0');
    CHECK(read_pack(gigabyte_claim).problem == PackProblem::TooLarge);
}

TEST_CASE("a pack with no line is refused, and a line key is only a say key") {
    VoicePack empty = sample_pack();
    empty.lines.clear();
    CHECK(read_pack(write_pack(empty)).problem == PackProblem::Empty);
    CHECK(is_line_key("say.night.close_eyes"));
    CHECK_FALSE(is_line_key("ui.home.title"));
    CHECK_FALSE(is_line_key("say../x"));
    CHECK_FALSE(is_line_key("say.Night"));
    CHECK_FALSE(is_line_key("say."));
}

TEST_CASE("packs made by other tar writers (Python's ustar and pax) are read: the fuzzer's seeds") {
    for (const char* name : {"two-lines.shnvoice", "pax-format.shnvoice"}) {
        std::ifstream in(std::filesystem::path(SHN_TEST_DATA_DIR) / "fuzz/corpus-voice" / name,
                         std::ios::binary);
        std::ostringstream bytes;
        bytes << in.rdbuf();
        const PackRead read = read_pack(bytes.str());
        INFO(name);
        REQUIRE(read.pack);
        CHECK_FALSE(read.pack->lines.empty());
    }
}

TEST_CASE("issue 42: a pack's lines the app has no use for (an unknown key, a silent clip) are "
          "dropped, and a pack left with none is refused") {
    VoicePack pack{"it", "Marta", {}};
    pack.lines.push_back({"say.night.close_eyes", "Chiudete gli occhi.", wav_of(1.5)});
    pack.lines.push_back({"say.never.heard_of", "?", wav_of(1.0)});
    pack.lines.push_back({"say.night.open_eyes", "Aprite gli occhi.", wav_of(0.0)});
    const auto known = [](const std::string& key) { return key.rfind("say.night.", 0) == 0; };
    CHECK(drop_unusable(pack, known) == 2);
    REQUIRE(pack.lines.size() == 1);
    CHECK(pack.lines[0].key == "say.night.close_eyes");
    VoicePack none{"it", "Vuota", {{"say.never.heard_of", "?", wav_of(1.0)}}};
    CHECK(drop_unusable(none, known) == 1);
    CHECK(none.lines.empty());
}
