#include "session/settings.h"

#include "session/languages.h"
#include "session/narrators.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <type_traits>

namespace shn {

namespace {
constexpr auto kLanguageIds = [] {
    std::array<std::string_view, kLanguages.size()> ids{};
    for (std::size_t index = 0; index < kLanguages.size(); ++index)
        ids[index] = kLanguages[index].id;
    return ids;
}();
} // namespace

constexpr SettingChoices kLanguageChoices{kLanguageIds, kLanguages.front().id};

namespace {
template <class... Visitors>
struct Overloaded : Visitors... {
    using Visitors::operator()...;
};
template <class... Visitors>
Overloaded(Visitors...) -> Overloaded<Visitors...>;
} // namespace

void Settings::clamp() {
    for (const SettingField& field : kSettingFields)
        std::visit(Overloaded{
                       [](bool Settings::*) {},
                       [&](int Settings::*member) {
                           int& value = this->*member;
                           if (!field.range || (field.range->zero_is_off && value == 0)) return;
                           value = std::clamp(value, field.range->low, field.range->high);
                       },
                       [&](std::string Settings::*member) {
                           std::string& value = this->*member;
                           if (field.choices && !is_choice(*field.choices, value))
                               value = std::string(field.choices->initial);
                       },
                       [this](SettingField::Narrators Settings::*member) {
                           auto& chosen_narrators = this->*member;
                           // Only a language's own narrators are kept (an
                           // unknown one: its default).
                           for (auto chosen = chosen_narrators.begin();
                                chosen != chosen_narrators.end();) {
                               if (!is_recorded_narrator(chosen->second) &&
                                   chosen->second != kDeviceNarrator &&
                                   narrator_or_default(chosen->first, chosen->second) !=
                                       chosen->second)
                                   chosen = chosen_narrators.erase(chosen);
                               else
                                   ++chosen;
                           }
                       },
                   },
                   field.member);
}

std::string Settings::narrator(const std::string& for_language) const {
    const auto chosen = narrators.find(for_language);
    if (chosen != narrators.end() &&
        (is_recorded_narrator(chosen->second) || chosen->second == kDeviceNarrator))
        return chosen->second;
    return narrator_or_default(for_language, chosen == narrators.end() ? "" : chosen->second);
}

SettingsRead Settings::load(const std::filesystem::path& path, const TableStore& store) {
    SettingsRead read;
    Settings& settings = read.settings;
    if (!store.exists(path)) return read; // first start: the defaults
    // Read whole first: a folder or a device in the file's place is a
    // problem to say (the store reads only files).
    const std::string text = store.read(path).value_or(std::string());
    const auto json = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!json.is_object()) {
        read.damaged = true;
        return read;
    }
    for (const auto& item : json.items()) { // kept, never read (Settings::unknown)
        const std::string& key = item.key();
        const bool known =
            std::any_of(kSettingFields.begin(), kSettingFields.end(),
                        [&key](const SettingField& field) { return field.key == key; });
        if (!known) settings.unknown[key] = item.value().dump();
    }
    for (const SettingField& field : kSettingFields) {
        const auto found = json.find(std::string(field.key));
        if (found == json.end()) continue;
        std::visit(Overloaded{
                       [&](bool Settings::*member) {
                           if (found->is_boolean()) settings.*member = found->get<bool>();
                       },
                       [&](int Settings::*member) {
                           // Brought near first so that no value overflows an int.
                           if (found->is_number_integer())
                               settings.*member = static_cast<int>(
                                   std::clamp<long long>(found->get<long long>(), -1000, 1000));
                       },
                       [&](std::string Settings::*member) {
                           if (found->is_string()) settings.*member = found->get<std::string>();
                       },
                       [&](SettingField::Narrators Settings::*member) {
                           if (!found->is_object()) return;
                           for (const auto& [for_language, narrator] : found->items())
                               if (narrator.is_string())
                                   (settings.*member)[for_language] = narrator.get<std::string>();
                       },
                   },
                   field.member);
    }
    settings.clamp();
    return read;
}

bool Settings::save(const std::filesystem::path& path, TableStore& store) const {
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    for (const SettingField& field : kSettingFields)
        std::visit([&](auto member) { json[std::string(field.key)] = this->*member; },
                   field.member);
    for (const auto& [key, value] : unknown) { // after the known keys, as they were
        auto kept = nlohmann::ordered_json::parse(value, nullptr, /*allow_exceptions=*/false);
        if (!kept.is_discarded() && !json.contains(key)) json[key] = std::move(kept);
    }
    return store.replace(path, json.dump(2) + '\n');
}

} // namespace shn
