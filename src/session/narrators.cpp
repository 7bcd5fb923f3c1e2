#include "session/narrators.h"

#include "session/languages.h"

#include <algorithm>

namespace shn {

std::span<const Narrator> narrators_of(std::string_view language) {
    const Language* found = find_language(language);
    if (!found) return {};
    std::size_t count = 0;
    while (count < found->narrators.size() && !found->narrators[count].id.empty()) ++count;
    return {found->narrators.data(), count};
}

bool is_recorded_narrator(std::string_view id) {
    constexpr std::string_view prefix = "own:";
    if (id.size() <= prefix.size() || id.size() > prefix.size() + 40 || !id.starts_with(prefix))
        return false;
    const std::string_view folder = id.substr(prefix.size());
    return folder.front() != '-' && std::all_of(folder.begin(), folder.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
           });
}

std::string narrator_or_default(std::string_view language, std::string_view wanted) {
    const auto& narrators = narrators_of(language);
    if (narrators.empty()) return {};
    const bool known = std::any_of(narrators.begin(), narrators.end(),
                                   [&](const Narrator& narrator) { return narrator.id == wanted; });
    return std::string(known ? wanted : narrators.front().id);
}

} // namespace shn
