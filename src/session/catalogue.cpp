#include "session/catalogue.h"

#include <nlohmann/json.hpp>

#include <fstream>

namespace shn {

Catalogue Catalogue::load(const std::filesystem::path& data_directory, std::string_view language) {
    Catalogue catalogue;
    const auto path = data_directory / "assets" / "lang" / (std::string(language) + ".json");
    std::ifstream in(path);
    if (!in) {
        catalogue.load_problem_ = "cannot open " + path.string();
        return catalogue;
    }
    const auto json = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
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
    std::string out = text(key);
    for (const auto& [name, value] : values) {
        const std::string slot = "{" + name + "}";
        for (std::size_t at = out.find(slot); at != std::string::npos;
             at = out.find(slot, at + value.size()))
            out.replace(at, slot.size(), value);
    }
    return out;
}

std::vector<std::string> Catalogue::keys() const {
    std::vector<std::string> keys;
    for (const auto& entry : texts_) keys.push_back(entry.first);
    return keys;
}

} // namespace shn
