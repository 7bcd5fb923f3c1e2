#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shn {

/// Catalogue: the texts of one language, by stable key, read at run time
/// from assets/lang/<lang>.json (a flat JSON object a translator can edit).
/// Lookups never fail: a missing key gives a visible marker "[[key]]", so a
/// hole shows on screen and in tests instead of crashing. Placeholders are
/// written {name} and filled by `format`.
class Catalogue {
  public:
    Catalogue() = default;

    /// Reads assets/lang/<language>.json under `data_directory`. A missing
    /// or unreadable file gives an empty catalogue (every text a marker) and
    /// `load_problem()` says why.
    static Catalogue load(const std::filesystem::path& data_directory, std::string_view language);

    bool contains(std::string_view key) const { return texts_.find(key) != texts_.end(); }
    std::string text(std::string_view key) const;
    std::string format(std::string_view key,
                       const std::vector<std::pair<std::string, std::string>>& values) const;
    /// A number to one decimal in the language's way: "3.5" in English,
    /// "3,5" in Italian (the separator is "ui.analysis.decimal_separator").
    std::string tenths(double value) const;
    const std::string& load_problem() const { return load_problem_; }
    std::vector<std::string> keys() const;

    static std::string missing_marker(std::string_view key) {
        return "[[" + std::string(key) + "]]";
    }

  private:
    std::map<std::string, std::string, std::less<>> texts_;
    std::string load_problem_;
};

} // namespace shn
