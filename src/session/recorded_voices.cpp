#include "session/recorded_voices.h"

#include "session/table_store.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <string_view>

namespace shn {

namespace {

constexpr std::string_view kListFile = "narrator.json";

/// A narrator's list: its name and its lines' texts by key.
struct NarratorList {
    std::string name;
    std::map<std::string, std::string> texts;
};

std::optional<NarratorList> read_list(const TableStore& store,
                                      const std::filesystem::path& folder) {
    const auto text = store.read(folder / kListFile);
    if (!text) return std::nullopt;
    const auto json = nlohmann::json::parse(*text, nullptr, false);
    if (!json.is_object() || !json.contains("name") || !json["name"].is_string())
        return std::nullopt;
    NarratorList list;
    list.name = RecordedVoices::clean_name(json["name"].get<std::string>());
    if (json.contains("lines") && json["lines"].is_object())
        for (const auto& [key, text] : json["lines"].items())
            if (text.is_string() && is_line_key(key)) list.texts[key] = text.get<std::string>();
    return list;
}

bool write_list(TableStore& store, const std::filesystem::path& folder, const NarratorList& list) {
    nlohmann::ordered_json json = {{"name", list.name},
                                   {"lines", nlohmann::ordered_json::object()}};
    for (const auto& [key, text] : list.texts) json["lines"][key] = text;
    return store.replace(folder / kListFile, json.dump(2) + '\n');
}

/// A folder name from a narrator's name: ASCII letters and digits kept,
/// the rest folded to '-' (a name in Cyrillic becomes "narrator").
// Letters a name may have, as ASCII for its folder: German, French,
// Italian, Spanish and other Latin accents, and Russian by the common
// passport spelling ("Jürgen" is juergen, "Маша" masha).
struct Spelling {
    std::string_view letter;
    std::string_view ascii;
};
constexpr Spelling kSpellings[] = {
    {"ä", "ae"},   {"Ä", "ae"}, {"ö", "oe"}, {"Ö", "oe"}, {"ü", "ue"}, {"Ü", "ue"},   {"ß", "ss"},
    {"à", "a"},    {"á", "a"},  {"â", "a"},  {"ã", "a"},  {"å", "a"},  {"À", "a"},    {"Á", "a"},
    {"Â", "a"},    {"æ", "ae"}, {"Æ", "ae"}, {"ç", "c"},  {"Ç", "c"},  {"è", "e"},    {"é", "e"},
    {"ê", "e"},    {"ë", "e"},  {"È", "e"},  {"É", "e"},  {"Ê", "e"},  {"ì", "i"},    {"í", "i"},
    {"î", "i"},    {"ï", "i"},  {"Î", "i"},  {"ñ", "n"},  {"Ñ", "n"},  {"ò", "o"},    {"ó", "o"},
    {"ô", "o"},    {"õ", "o"},  {"ø", "o"},  {"Ò", "o"},  {"Ó", "o"},  {"Ô", "o"},    {"œ", "oe"},
    {"Œ", "oe"},   {"ù", "u"},  {"ú", "u"},  {"û", "u"},  {"Ù", "u"},  {"Ú", "u"},    {"Û", "u"},
    {"ý", "y"},    {"ÿ", "y"},  {"а", "a"},  {"б", "b"},  {"в", "v"},  {"г", "g"},    {"д", "d"},
    {"е", "e"},    {"ё", "e"},  {"ж", "zh"}, {"з", "z"},  {"и", "i"},  {"й", "i"},    {"к", "k"},
    {"л", "l"},    {"м", "m"},  {"н", "n"},  {"о", "o"},  {"п", "p"},  {"р", "r"},    {"с", "s"},
    {"т", "t"},    {"у", "u"},  {"ф", "f"},  {"х", "kh"}, {"ц", "ts"}, {"ч", "ch"},   {"ш", "sh"},
    {"щ", "shch"}, {"ъ", ""},   {"ы", "y"},  {"ь", ""},   {"э", "e"},  {"ю", "iu"},   {"я", "ia"},
    {"А", "a"},    {"Б", "b"},  {"В", "v"},  {"Г", "g"},  {"Д", "d"},  {"Е", "e"},    {"Ё", "e"},
    {"Ж", "zh"},   {"З", "z"},  {"И", "i"},  {"Й", "i"},  {"К", "k"},  {"Л", "l"},    {"М", "m"},
    {"Н", "n"},    {"О", "o"},  {"П", "p"},  {"Р", "r"},  {"С", "s"},  {"Т", "t"},    {"У", "u"},
    {"Ф", "f"},    {"Х", "kh"}, {"Ц", "ts"}, {"Ч", "ch"}, {"Ш", "sh"}, {"Щ", "shch"}, {"Ы", "y"},
    {"Э", "e"},    {"Ю", "iu"}, {"Я", "ia"}, {"Í", "i"},  {"Ì", "i"},  {"Ï", "i"},    {"Ë", "e"},
    {"Ý", "y"},    {"Ø", "o"},  {"Å", "a"},  {"Ã", "a"},  {"Õ", "o"},
};

std::string slug_of(const std::string& name) {
    std::string slug;
    for (std::size_t at = 0; at < name.size() && slug.size() < 24;) {
        const char c = name[at];
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            slug += c;
            ++at;
            continue;
        }
        if (c >= 'A' && c <= 'Z') {
            slug += char(c - 'A' + 'a');
            ++at;
            continue;
        }
        const std::string_view rest = std::string_view(name).substr(at);
        const Spelling* spelled = nullptr;
        for (const Spelling& spelling : kSpellings)
            if (rest.substr(0, spelling.letter.size()) == spelling.letter) spelled = &spelling;
        if (spelled) {
            slug += spelled->ascii;
            at += spelled->letter.size();
            continue;
        }
        if (!slug.empty() && slug.back() != '-') slug += '-';
        // Past the whole character (a UTF-8 sequence), not one byte of it.
        do ++at;
        while (at < name.size() && (static_cast<unsigned char>(name[at]) & 0xC0) == 0x80);
    }
    if (slug.size() > 24) slug.resize(24);
    while (!slug.empty() && slug.back() == '-') slug.pop_back();
    return slug.empty() ? "narrator" : slug;
}

} // namespace

std::string RecordedVoices::clean_name(std::string_view name) {
    std::string clean;
    bool space = true; // no space at the start
    for (std::size_t at = 0; at < name.size();) {
        const auto byte = static_cast<unsigned char>(name[at]);
        std::size_t length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2;
        length = std::min(length, name.size() - at);
        const std::string_view letter = name.substr(at, length);
        at += length;
        // U+0080-U+009F (C1), U+061C, U+200E/F, U+2028-U+202E, U+2066-U+2069:
        // controls, line breaks and the bidirectional marks, each a space.
        const bool c1 =
            letter.size() == 2 && byte == 0xC2 && static_cast<unsigned char>(letter[1]) < 0xA0;
        const bool marks = letter == "\u061C" || letter == "\u200E" || letter == "\u200F" ||
                           (letter >= "\u2028" && letter <= "\u202E" && letter.size() == 3) ||
                           (letter >= "\u2066" && letter <= "\u2069" && letter.size() == 3);
        if (byte < 0x20 || byte == 0x7F || c1 || marks || letter == " ") {
            if (!space) clean += ' ';
            space = true;
            continue;
        }
        clean += letter;
        space = false;
    }
    while (!clean.empty() && clean.back() == ' ') clean.pop_back();
    return clean;
}

std::vector<RecordedNarrator> RecordedVoices::list(const std::string& language,
                                                   const LineText& text) const {
    std::vector<RecordedNarrator> found;
    for (const auto& folder : store_->folders(folder_ / language)) {
        const std::string id = folder.filename().string();
        if (id.empty() || id.front() == '.') continue; // an import under way
        if (auto narrator = find(language, id, text)) found.push_back(std::move(*narrator));
    }
    std::sort(found.begin(), found.end(),
              [](const RecordedNarrator& a, const RecordedNarrator& b) { return a.name < b.name; });
    return found;
}

std::optional<RecordedNarrator> RecordedVoices::find(const std::string& language,
                                                     const std::string& id,
                                                     const LineText& text) const {
    if (id.empty() || id.find('/') != std::string::npos || id.front() == '.') return std::nullopt;
    const auto list = read_list(*store_, folder_ / language / id);
    if (!list) return std::nullopt;
    RecordedNarrator narrator{id, list->name, {}, {}};
    for (const auto& [key, recorded_from] : list->texts) {
        if (!store_->size(clip(language, id, key))) continue; // missing, or not a file
        narrator.recorded.insert(key);
        if (text(key) != recorded_from) narrator.stale.insert(key);
    }
    return narrator;
}

RecordedVoices::Fresh RecordedVoices::fresh_narrator(const std::string& language,
                                                     const std::string& wanted) const {
    // At most kMaxNameBytes, cut between two characters, never inside one
    // (a crawler's 40 accented letters once made the list unwritable JSON).
    // One line of letters: no control, line break or bidirectional mark
    // (they broke the list and --voices' one line a voice: issue 42).
    std::string name = clean_name(wanted);
    if (name.size() > VoicePack::kMaxNameBytes) {
        std::size_t cut = VoicePack::kMaxNameBytes;
        while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80) --cut;
        name.resize(cut);
    }
    if (name.empty()) name = "narrator";
    // A name already there gets a number ("Marta 2"), as its folder does.
    const auto taken = [&](const std::string& candidate) {
        for (const auto& narrator :
             list(language, [](const std::string&) { return std::string(); }))
            if (narrator.name == candidate) return true;
        return false;
    };
    std::string unique = name;
    for (int number = 2; taken(unique); ++number) unique = name + " " + std::to_string(number);
    const std::string base = slug_of(unique);
    std::string id = base;
    for (int number = 2; store_->exists(folder_ / language / id); ++number)
        id = base + "-" + std::to_string(number);
    return {id, unique};
}

std::optional<std::string> RecordedVoices::create(const std::string& language,
                                                  const std::string& wanted) {
    const Fresh fresh = fresh_narrator(language, wanted);
    if (!write_list(*store_, folder_ / language / fresh.id, {fresh.name, {}})) {
        refused();
        return std::nullopt;
    }
    done();
    return fresh.id;
}

bool RecordedVoices::keep_line(const std::string& language, const std::string& id,
                               const std::string& key, const std::string& text,
                               const WavClip& recorded) {
    const auto folder = folder_ / language / id;
    auto list = read_list(*store_, folder);
    if (!list || !is_line_key(key)) {
        problem_ = DiskProblem::Other; // no such narrator (removed meanwhile) or line
        return false;
    }
    if (!store_->replace(clip(language, id, key), wav_bytes(recorded))) return refused();
    // The clip is there: a list the disk then refuses leaves it unlisted, unheard.
    ++changes_;
    list->texts[key] = text;
    if (!write_list(*store_, folder, *list)) return refused();
    problem_ = DiskProblem::None;
    return true;
}

bool RecordedVoices::remove(const std::string& language, const std::string& id) {
    if (id.empty() || id.find('/') != std::string::npos || id.front() == '.') {
        problem_ = DiskProblem::Other; // not a narrator's id: nothing of the folder's is touched
        return false;
    }
    if (!store_->remove_folder(folder_ / language / id)) return refused();
    done();
    return true;
}

std::filesystem::path RecordedVoices::clip(const std::string& language, const std::string& id,
                                           const std::string& key) const {
    return folder_ / language / id / (key + ".wav");
}

std::set<std::string> RecordedVoices::fresh_lines(const std::string& language,
                                                  const std::string& id,
                                                  const LineText& text) const {
    std::set<std::string> fresh;
    if (const auto narrator = find(language, id, text))
        for (const auto& key : narrator->recorded)
            if (!narrator->stale.count(key)) fresh.insert(key);
    return fresh;
}

bool RecordedVoices::refused() {
    problem_ = store_->problem();
    return false;
}

void RecordedVoices::done() {
    problem_ = DiskProblem::None;
    ++changes_;
}

void RecordedVoices::drop_takes() {
    // Only when there are some: the web build copies the folder to
    // IndexedDB at every write, and this runs at every start.
    const auto takes = folder_ / ".takes";
    if (!folder_.empty() && store_->exists(takes)) store_->remove_folder(takes);
}

std::optional<std::filesystem::path> RecordedVoices::hold_take(const WavClip& take) {
    drop_takes();
    const auto file = folder_ / ".takes" / ("take-" + std::to_string(++takes_) + ".wav");
    if (!store_->replace(file, wav_bytes(take))) {
        refused();
        return std::nullopt;
    }
    problem_ = DiskProblem::None;
    return file;
}

std::optional<VoicePack> RecordedVoices::pack(const std::string& language,
                                              const std::string& id) const {
    const auto list = read_list(*store_, folder_ / language / id);
    if (!list) return std::nullopt;
    VoicePack pack{language, list->name, {}};
    for (const auto& [key, text] : list->texts) {
        auto wav = store_->read(clip(language, id, key));
        if (!wav || wav->empty()) continue;
        pack.lines.push_back({key, text, std::move(*wav)});
    }
    return pack;
}

std::optional<std::string> RecordedVoices::add(const VoicePack& pack) {
    // Written under a hidden name (list() passes over it), then renamed into
    // place in one step: the list never shows half of it, and a failure
    // leaves nothing under the narrator's name.
    const Fresh fresh = fresh_narrator(pack.language, pack.name);
    const auto building = folder_ / pack.language / ("." + fresh.id + ".importing");
    if (store_->exists(building) && !store_->remove_folder(building)) { // a crash's leftover
        refused();
        return std::nullopt;
    }
    NarratorList written{fresh.name, {}};
    bool ok = true;
    for (const VoiceLine& line : pack.lines) {
        if (!store_->replace(building / (line.key + ".wav"), line.wav)) {
            ok = false;
            break;
        }
        written.texts[line.key] = line.text;
    }
    ok = ok && write_list(*store_, building, written) &&
         store_->rename_folder(building, folder_ / pack.language / fresh.id);
    if (!ok) {
        refused();
        // Cleared away, the first problem kept; one a read-only disk leaves
        // is hidden and goes at the next import of that name.
        store_->remove_folder(building);
        return std::nullopt;
    }
    done();
    return fresh.id;
}

PackImport RecordedVoices::import_file(const std::filesystem::path& file,
                                       const std::string& language,
                                       const std::function<bool(const std::string&)>& known,
                                       AfterImport after) {
    PackImport import;
    import.file = read_pack_file(*store_, file, language, known);
    if (const auto& pack = import.file.read.pack) {
        import.id = add(*pack);
        if (import.id) {
            const auto added =
                find(pack->language, *import.id, [](const std::string&) { return std::string(); });
            import.name = added ? added->name : pack->name;
            import.lines = pack->lines.size();
        } else {
            import.disk = problem();
        }
    }
    if (after == AfterImport::RemoveFile) store_->remove(file);
    return import;
}

} // namespace shn
