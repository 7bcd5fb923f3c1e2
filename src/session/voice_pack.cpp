#include "session/voice_pack.h"

#include "session/languages.h"
#include "session/wav_clip.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <map>

namespace shn {

namespace {

constexpr std::size_t kBlock = 512;
constexpr std::string_view kFormat = "sh-narrator-voice";
constexpr int kVersion = 1;

std::string clip_name(const std::string& key) {
    return "clips/" + key + ".wav";
}

void put_octal(std::string& header, std::size_t at, std::size_t width, unsigned long long value) {
    char field[32];
    std::snprintf(field, sizeof field, "%0*llo", int(width - 1), value);
    header.replace(at, width - 1, field, width - 1);
}

void put_entry(std::string& out, const std::string& name, std::string_view body) {
    std::string header(kBlock, '\0');
    header.replace(0, name.size(), name);
    put_octal(header, 100, 8, 0644);
    put_octal(header, 108, 8, 0);
    put_octal(header, 116, 8, 0);
    put_octal(header, 124, 12, body.size());
    put_octal(header, 136, 12, 0);
    header[156] = '0';
    header.replace(257, 6, std::string("ustar\0", 6));
    header.replace(263, 2, "00");
    header.replace(148, 8, "        ");
    unsigned sum = 0;
    for (const char byte : header) sum += std::uint8_t(byte);
    put_octal(header, 148, 7, sum);
    header[155] = ' ';
    out += header;
    out += body;
    out.append((kBlock - body.size() % kBlock) % kBlock, '\0');
}

std::optional<unsigned long long> octal(std::string_view field) {
    unsigned long long value = 0;
    bool digits = false;
    for (const char c : field) {
        if (c == '\0' || c == ' ') {
            if (digits) break;
            continue;
        }
        if (c < '0' || c > '7') return std::nullopt;
        if (value > (1ull << 40)) return std::nullopt;
        value = value * 8 + unsigned(c - '0');
        digits = true;
    }
    if (!digits) return std::nullopt;
    return value;
}

std::string field_text(std::string_view field) {
    return std::string(field.substr(0, std::min(field.find('\0'), field.size())));
}

bool climbs(std::string_view path) {
    if (path.empty() || path.front() == '/' || path.find('\\') != std::string_view::npos)
        return true;
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t end = std::min(path.find('/', start), path.size());
        if (path.substr(start, end - start) == "..") return true;
        start = end + 1;
    }
    return false;
}

PackRead refused(PackProblem problem, std::string detail = {}) {
    PackRead read;
    read.problem = problem;
    read.detail = std::move(detail);
    return read;
}

} // namespace

std::size_t drop_unusable(VoicePack& pack, const std::function<bool(const std::string&)>& known) {
    const std::size_t before = pack.lines.size();
    std::erase_if(pack.lines, [&](const VoiceLine& line) {
        const auto seconds = wav_seconds(line.wav);
        return !known(line.key) || !seconds || *seconds <= 0.0;
    });
    return before - pack.lines.size();
}

bool is_line_key(std::string_view key) {
    if (key.size() <= 4 || key.size() > 80 || key.substr(0, 4) != "say.") return false;
    return std::all_of(key.begin(), key.end(),
                       [](char c) {
                           return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
                                  c == '.';
                       }) &&
           key.find("..") == std::string_view::npos && key.back() != '.';
}

std::string write_pack(const VoicePack& pack) {
    nlohmann::ordered_json manifest = {{"format", kFormat},
                                       {"version", kVersion},
                                       {"language", pack.language},
                                       {"name", pack.name},
                                       {"lines", nlohmann::ordered_json::array()}};
    for (const VoiceLine& line : pack.lines)
        manifest["lines"].push_back(
            {{"key", line.key}, {"text", line.text}, {"clip", clip_name(line.key)}});
    std::string out;
    put_entry(out, "manifest.json", manifest.dump(2) + '\n');
    for (const VoiceLine& line : pack.lines) put_entry(out, clip_name(line.key), line.wav);
    out.append(2 * kBlock, '\0');
    return out;
}

PackRead read_pack(std::string_view bytes, std::string_view expected_language) {
    if (bytes.size() > VoicePack::kMaxPackBytes)
        return refused(PackProblem::TooLarge, std::to_string(VoicePack::kMaxPackBytes >> 20));

    // The archive's entries, by name.
    std::map<std::string, std::string_view> entries;
    std::size_t at = 0;
    bool ended = false;
    while (at + kBlock <= bytes.size()) {
        const std::string_view header = bytes.substr(at, kBlock);
        if (header.find_first_not_of('\0') == std::string_view::npos) {
            ended = true;
            break;
        }
        unsigned sum = 0;
        for (std::size_t index = 0; index < kBlock; ++index)
            sum += (index >= 148 && index < 156) ? unsigned(' ') : std::uint8_t(header[index]);
        const auto stored_sum = octal(header.substr(148, 8));
        const auto size = octal(header.substr(124, 12));
        if (!stored_sum || *stored_sum != sum || !size) return refused(PackProblem::Damaged);
        std::string name = field_text(header.substr(0, 100));
        if (header.substr(257, 5) == "ustar") {
            const std::string prefix = field_text(header.substr(345, 155));
            if (!prefix.empty()) name = prefix + "/" + name;
        }
        if (climbs(name)) return refused(PackProblem::ClimbingPath, name);
        const char type = header[156];
        at += kBlock;
        if (*size > bytes.size() - at) return refused(PackProblem::Damaged); // truncated
        if (type == '0' || type == '\0') {
            if (entries.count(name)) return refused(PackProblem::Damaged);
            entries[name] = bytes.substr(at, std::size_t(*size));
        } else if (type == '1' || type == '2') {
            return refused(PackProblem::ClimbingPath, name); // a link may point anywhere
        }
        at += std::size_t((*size + kBlock - 1) / kBlock * kBlock);
    }
    if (!ended || entries.empty()) return refused(PackProblem::Damaged);

    const auto manifest_entry = entries.find("manifest.json");
    if (manifest_entry == entries.end()) return refused(PackProblem::Damaged);
    const auto manifest =
        nlohmann::json::parse(manifest_entry->second, nullptr, /*allow_exceptions=*/false);
    if (!manifest.is_object()) return refused(PackProblem::Damaged);
    const auto text_at = [&](const nlohmann::json& object,
                             const char* key) -> std::optional<std::string> {
        const auto found = object.find(key);
        if (found == object.end() || !found->is_string()) return std::nullopt;
        return found->get<std::string>();
    };
    const auto format = text_at(manifest, "format");
    const auto version = manifest.find("version");
    const auto language = text_at(manifest, "language");
    const auto name = text_at(manifest, "name");
    const auto lines = manifest.find("lines");
    if (format != std::string(kFormat) || version == manifest.end() ||
        !version->is_number_integer() || version->get<long long>() != kVersion || !language ||
        !name || name->empty() || name->size() > VoicePack::kMaxNameBytes ||
        lines == manifest.end() || !lines->is_array())
        return refused(PackProblem::Damaged);
    if (!find_language(*language)) return refused(PackProblem::UnknownLanguage, *language);
    if (!expected_language.empty() && *language != expected_language)
        return refused(PackProblem::WrongLanguage, *language);

    VoicePack pack;
    pack.language = *language;
    pack.name = *name;
    for (const auto& line : *lines) {
        if (!line.is_object()) return refused(PackProblem::Damaged);
        const auto key = text_at(line, "key");
        const auto text = text_at(line, "text");
        const auto clip = text_at(line, "clip");
        if (!key || !text || !clip) return refused(PackProblem::Damaged);
        if (climbs(*clip)) return refused(PackProblem::ClimbingPath, *clip);
        if (!is_line_key(*key) || *clip != clip_name(*key))
            return refused(PackProblem::Damaged, *key);
        if (std::any_of(pack.lines.begin(), pack.lines.end(),
                        [&](const VoiceLine& kept) { return kept.key == *key; }))
            return refused(PackProblem::Damaged, *key);
        const auto found = entries.find(*clip);
        if (found == entries.end()) return refused(PackProblem::Damaged, *key);
        const auto seconds = wav_seconds(found->second);
        if (!seconds) return refused(PackProblem::Damaged, *key);
        if (*seconds > VoicePack::kMaxClipSeconds) return refused(PackProblem::ClipTooLong, *key);
        pack.lines.push_back({*key, *text, std::string(found->second)});
    }
    if (pack.lines.empty()) return refused(PackProblem::Empty);
    PackRead read;
    read.pack = std::move(pack);
    return read;
}

} // namespace shn
