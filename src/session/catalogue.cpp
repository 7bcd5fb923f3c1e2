#include "session/catalogue.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

namespace shn {

Catalogue Catalogue::load(const std::filesystem::path& data_directory, std::string_view language) {
    Catalogue catalogue;
    const auto path = data_directory / "assets" / "lang" / (std::string(language) + ".json");
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        catalogue.load_problem_ = "cannot open " + path.string();
        return catalogue;
    }
    // Read whole, then parsed from memory: the JSON reader takes a stream
    // one character at a time (a third of the app's own start-up, issue 46).
    std::ostringstream whole;
    whole << in.rdbuf(); // in blocks, not a character at a time
    const std::string text = std::move(whole).str();
    const auto json = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!json.is_object()) {
        catalogue.load_problem_ = path.string() + " is not a JSON object";
        return catalogue;
    }
    for (const auto& [key, value] : json.items())
        if (value.is_string()) catalogue.texts_.emplace(key, value.get<std::string>());
    return catalogue;
}

std::string Catalogue::text(std::string_view key) const {
    const auto found = texts_.find(key);
    return found == texts_.end() ? missing_marker(key) : found->second;
}

std::string
Catalogue::format(std::string_view key,
                  const std::vector<std::pair<std::string, std::string>>& values) const {
    // One pass over the template: a value that itself contains "{name}" (a
    // player called "{phase}") is copied as it is, never expanded again.
    const std::string pattern = text(key);
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t at = 0; at < pattern.size();) {
        const std::size_t close = pattern[at] == '{' ? pattern.find('}', at) : std::string::npos;
        if (close != std::string::npos) {
            const std::string_view name(pattern.data() + at + 1, close - at - 1);
            const auto value = std::find_if(values.begin(), values.end(),
                                            [&](const auto& entry) { return entry.first == name; });
            if (value != values.end()) {
                out += value->second;
                at = close + 1;
                continue;
            }
        }
        out += pattern[at++];
    }
    return out;
}

std::vector<std::string> Catalogue::keys() const {
    std::vector<std::string> keys;
    for (const auto& entry : texts_) keys.push_back(entry.first);
    return keys;
}

std::string Catalogue::tenths(double value) const {
    const long long count = std::llround(std::fabs(value) * 10);
    const std::string sign = value < 0 && count > 0 ? "-" : "";
    return sign + std::to_string(count / 10) + text("ui.analysis.decimal_separator") +
           std::to_string(count % 10);
}

} // namespace shn
