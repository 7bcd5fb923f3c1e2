#pragma once

#include "session/pack_files.h"
#include "session/table_store.h"
#include "session/voice_pack.h"
#include "session/wav_clip.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace shn {

/// A table's own narrator of one language, as the list shows it.
struct RecordedNarrator {
    std::string id;                 // its folder's name, and after "own:" the settings' narrator id
    std::string name;               // as the table typed it
    std::set<std::string> recorded; // the keys with a clip
    std::set<std::string> stale;    // recorded from a text the catalogue no longer has
};

/// What an import of a pack file came to: the narrator added (`id`), or
/// why not: the pack refused (`file.read.problem`), or the disk refused a
/// good one (`disk`).
struct PackImport {
    std::optional<std::string> id;
    std::string name;      // as the list shows it ("Marta 2" when a Marta was there)
    std::size_t lines = 0; // the lines added
    PackFileRead file;     // the pack as read (session/pack_files.h)
    DiskProblem disk = DiskProblem::None;
};

/// RecordedVoices: the narrators a table recorded or imported, kept with the
/// app's data (`voices/` beside the autosave; on the web, the same folder in
/// the IndexedDB-backed file system). A narrator is a folder
/// `<language>/<id>/`: `narrator.json` (its name, and each recorded line's key
/// and the text it was recorded from) and `<key>.wav`. A kept line is
/// written durably, its clip first and then the list (each replaced whole,
/// session/table_store.h), so a crash or a power cut while recording loses
/// at most the line being recorded. An import is written to a folder of its
/// own and renamed into place at the end, so a failed one changes nothing.
///
/// In settings, a recorded narrator is `own:<id>`; a line it has not
/// recorded, or recorded from a text that has since changed (stale), is
/// spoken by the language's built-in voice (`fresh_lines`).
class RecordedVoices {
  public:
    static constexpr std::string_view kPrefix = "own:";

    explicit RecordedVoices(std::filesystem::path folder, TableStore& store)
        : folder_(std::move(folder)), store_(&store) {}
    /// A name as one line of letters: controls, line breaks and the
    /// bidirectional marks become spaces, spaces run together, none at the
    /// ends.
    static std::string clean_name(std::string_view name);
    /// `voices/` beside the autosave.
    static std::filesystem::path folder_beside(const std::filesystem::path& autosave) {
        return autosave.parent_path() / "voices";
    }
    const std::filesystem::path& folder() const { return folder_; }
    /// The store its files go through (packs are found and read through it too).
    const TableStore& store() const { return *store_; }
    /// Grows with every narrator made or added and every line kept (the web
    /// build copies the folder to IndexedDB when it moves).
    std::uint64_t changes() const { return changes_; }

    /// The text a key has in the table's catalogue now (empty: no such line).
    using LineText = std::function<std::string(const std::string& key)>;

    /// The language's recorded narrators, by name; a damaged one is left out.
    std::vector<RecordedNarrator> list(const std::string& language, const LineText& text) const;
    std::optional<RecordedNarrator> find(const std::string& language, const std::string& id,
                                         const LineText& text) const;
    /// A new narrator named `name` (trimmed; another narrator's name gets a
    /// number); its id, or nothing when the disk refused (`problem()`).
    std::optional<std::string> create(const std::string& language, const std::string& name);
    /// Keeps a recorded line: false when the disk refused (`problem()`; the
    /// narrator's other lines are as they were).
    bool keep_line(const std::string& language, const std::string& id, const std::string& key,
                   const std::string& text, const WavClip& clip);
    /// Removes a narrator and its clips; false when the disk refused (`problem()`).
    bool remove(const std::string& language, const std::string& id);
    /// Where a narrator's clip of `key` is (it may be missing).
    std::filesystem::path clip(const std::string& language, const std::string& id,
                               const std::string& key) const;
    /// The keys of the narrator's lines that are recorded and not stale.
    std::set<std::string> fresh_lines(const std::string& language, const std::string& id,
                                      const LineText& text) const;

    /// Writes a take not yet kept where the sound device can play it back
    /// (`.takes/` in the folder, a new name each time: a player keeps
    /// clips decoded by name); the file, or nothing when the disk refused
    /// (`problem()`). The takes before it are removed.
    std::optional<std::filesystem::path> hold_take(const WavClip& take);
    /// Removes the takes held for playing back (after Keep, leaving the
    /// recorder, and at start: a kill left one): nothing of a take stays
    /// on the disk unkept (issue 42).
    void drop_takes();

    /// The narrator as a pack (every recorded line, stale ones with the text
    /// they were recorded from); nothing when it cannot be read.
    std::optional<VoicePack> pack(const std::string& language, const std::string& id) const;
    /// Adds a pack's narrator (a name already there gets a number): its id,
    /// or nothing when the disk refused (`problem()`; nothing was added).
    std::optional<std::string> add(const VoicePack& pack);
    /// Reads the pack in `file` through the store (read_pack_file: of
    /// `language`, its lines those `known` knows) and adds it. With
    /// AfterImport::RemoveFile the file goes afterwards, whatever came of it
    /// (a copy the platform's file picker made).
    enum class AfterImport { KeepFile, RemoveFile };
    PackImport import_file(const std::filesystem::path& file, const std::string& language,
                           const std::function<bool(const std::string&)>& known,
                           AfterImport after = AfterImport::KeepFile);

    /// Why the last change failed: the store's problem at the write it
    /// refused (kept past the clearing away that follows), or Other for a
    /// narrator or line that is not there.
    DiskProblem problem() const { return problem_; }

  private:
    /// A new narrator's id (a folder nothing has) and name (no other
    /// narrator's), from the name wanted; nothing is written.
    struct Fresh {
        std::string id, name;
    };
    Fresh fresh_narrator(const std::string& language, const std::string& wanted) const;
    /// Keeps the store's problem as the change's; false.
    bool refused();
    /// A change made: no problem, and the count grows.
    void done();

    std::filesystem::path folder_;
    TableStore* store_;
    int takes_ = 0;
    std::uint64_t changes_ = 0;
    DiskProblem problem_ = DiskProblem::None;
};

} // namespace shn
