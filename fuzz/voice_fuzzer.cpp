// libFuzzer target: any bytes, read as a voice pack (issue 34), the file a
// table imports from anyone. Built and run by tools/fuzz.sh --target voice.
//
// What it checks, beyond "no crash, no sanitizer report, no exception":
//  - a pack read has a language the app speaks, a name, at least one line,
//    every key a line key and every clip a WAV of at most kMaxClipSeconds;
//  - a refusal has a problem, and no pack;
//  - a pack read, written again, reads back equal.
#include "session/languages.h"
#include "session/voice_pack.h"
#include "session/wav_clip.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace shn;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const PackRead read = read_pack(bytes);
    if (!read.pack) {
        if (read.problem == PackProblem::None) std::abort();
        return 0;
    }
    const VoicePack& pack = *read.pack;
    if (read.problem != PackProblem::None || !find_language(pack.language) || pack.name.empty() ||
        pack.lines.empty())
        std::abort();
    for (const VoiceLine& line : pack.lines) {
        const auto seconds = wav_seconds(line.wav);
        if (!is_line_key(line.key) || !seconds || *seconds > VoicePack::kMaxClipSeconds)
            std::abort();
    }
    const PackRead again = read_pack(write_pack(pack));
    if (!again.pack || again.pack->language != pack.language || again.pack->name != pack.name ||
        again.pack->lines.size() != pack.lines.size())
        std::abort();
    for (std::size_t index = 0; index < pack.lines.size(); ++index)
        if (again.pack->lines[index].key != pack.lines[index].key ||
            again.pack->lines[index].text != pack.lines[index].text ||
            again.pack->lines[index].wav != pack.lines[index].wav)
            std::abort();
    return 0;
}
