#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shn {

/// One recorded line of a narrator: its catalogue key (`say.*`), the text
/// it was recorded from (so a changed line shows as stale), and its clip, a
/// WAV file's bytes (session/wav_clip.h).
struct VoiceLine {
    std::string key;
    std::string text;
    std::string wav;
};

/// VoicePack: a table's own narrator as one file to share (issue 34). The
/// file is a POSIX tar archive (any `tar tf` lists it): `manifest.json`
/// (the format, its version, the language, the narrator's name and, for each
/// line, its key, its text and its clip's name) and `clips/<key>.wav`. The
/// same bytes are written and read on the Pi and in a browser.
///
/// The reader takes files a table got from anyone, so it refuses, with one
/// problem and nothing else read: a file that is not such an archive or is
/// damaged (a bad header checksum, a truncated entry, a manifest that does
/// not parse, a clip that is not a 16-bit PCM mono WAV, a clip the manifest
/// names and the archive lacks), a language the app does not speak or not
/// the one expected, an entry whose path climbs out of its folder, a clip
/// longer than kMaxClipSeconds, more bytes than kMaxPackBytes (the caller
/// checks a file's size before reading it), and a pack with no line.
struct VoicePack {
    static constexpr std::size_t kMaxPackBytes = 64u << 20;
    static constexpr double kMaxClipSeconds = 60.0;
    static constexpr std::size_t kMaxNameBytes = 160; // 40 letters of any script
    static constexpr std::string_view kExtension = ".shnvoice";

    std::string language;
    std::string name;
    std::vector<VoiceLine> lines;
};

/// Why a pack was refused; each has a catalogue key (the importer's words).
enum class PackProblem {
    None,
    Damaged,
    UnknownLanguage,
    WrongLanguage,
    ClimbingPath,
    ClipTooLong,
    TooLarge,
    Empty,
    Count
};

inline constexpr auto kPackProblemKeys = std::to_array<std::string_view>(
    {"", "ui.voice.pack.damaged", "ui.voice.pack.unknown_language", "ui.voice.pack.wrong_language",
     "ui.voice.pack.climbing_path", "ui.voice.pack.clip_too_long", "ui.voice.pack.too_large",
     "ui.voice.pack.empty"});
static_assert(kPackProblemKeys.size() == static_cast<std::size_t>(PackProblem::Count),
              "one catalogue key a problem");

struct PackRead {
    std::optional<VoicePack> pack;
    PackProblem problem = PackProblem::None;
    std::string detail; // what the message names: a language, a line's key
};

/// A key a line may have: `say.` then lower-case letters, digits, `_` and
/// `.`, at most 80 bytes (a key is also a clip's file name).
bool is_line_key(std::string_view key);

/// Drops the lines the app cannot use: a key `known` does not know (a line
/// no catalogue of this version has), or a clip with no sound in it.
/// Returns how many were dropped; a pack left with none is refused by its
/// callers as empty (PackProblem::Empty).
std::size_t drop_unusable(VoicePack& pack, const std::function<bool(const std::string&)>& known);

/// The pack as a file's bytes.
std::string write_pack(const VoicePack& pack);

/// The pack in a file's bytes. `expected_language` empty: any language the
/// app speaks.
PackRead read_pack(std::string_view bytes, std::string_view expected_language = {});

} // namespace shn
