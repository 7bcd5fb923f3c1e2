#include "session/narrators.h"

#include <algorithm>
#include <map>

namespace shn {

const std::vector<Narrator>& narrators_of(std::string_view language) {
    // English: BDL first, the clearest to a speech recogniser of the four
    // free RHVoice voices, and CLB the clearest female one (audio/README.md:
    // word error rates). Russian: Aleksandr, the first voice, and Anna.
    static const std::map<std::string_view, std::vector<Narrator>> kNarrators{
        {"en", {{"bdl", false}, {"clb", true}}},
        {"it", {{"pico", true}}},
        {"fr", {{"pico", true}}},
        {"ru", {{"aleksandr", false}, {"anna", true}}},
    };
    static const std::vector<Narrator> kNone;
    const auto found = kNarrators.find(language);
    return found == kNarrators.end() ? kNone : found->second;
}

std::string narrator_or_default(std::string_view language, std::string_view wanted) {
    const auto& narrators = narrators_of(language);
    if (narrators.empty()) return {};
    const bool known = std::any_of(narrators.begin(), narrators.end(),
                                   [&](const Narrator& narrator) { return narrator.id == wanted; });
    return std::string(known ? wanted : narrators.front().id);
}

} // namespace shn
