#pragma once

#include "app/keyboard_layout.h"
#include "app/panel.h"
#include "app/text_field.h"
#include "app/voice_recorder.h"
#include "session/recorded_voices.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shn {

class Announcer;
class LogExport;
class MessageLine;
class Microphone;
class Preferences;
struct PackInbox;

/// VoicesPanel: the table's own narrators of the table's language (Settings
/// → Narrator → Own voices; issue 34, docs/narrator-recording.md). Four
/// pages on one screen:
/// - the list: each narrator with how many lines it recorded and how many
///   are stale, to use it (it speaks its lines, the built-in voice the
///   rest), record more, or share it as one file; a new narrator; an import;
///   and, with no microphone, why, with the import offered;
/// - the name of a new narrator, typed (a real keyboard or the on-screen one);
/// - the recorder: one spoken line at a time (the night's first, then the
///   setup's, then the rest), recorded from the microphone (Record, Stop),
///   shaped (session/recording_shaper.h), heard back, then kept or recorded
///   again; a kept line is on the disk at once, so leaving loses nothing
///   (the recorder's state and rules: app/voice_recorder.h);
/// - the import: the voice packs found where the platform looks (a USB
///   stick, the Documents folder), each a button; where the platform has a
///   file picker (a tablet's browser), a button that opens it (finding and
///   reading packs: session/pack_files.h).
class VoicesPanel : public Panel {
  public:
    VoicesPanel(PanelStack& stack, const Catalogue& catalogue, Preferences& preferences,
                Announcer& announcer, RecordedVoices& voices, Microphone& microphone,
                MessageLine& messages, LogExport& exporter,
                std::vector<std::filesystem::path> pack_folders, PackInbox& inbox);

    bool command(const Command& command) override;
    bool text_input(std::string_view text) override;
    bool wants_text_input() const override { return page_ == Page::Name; }
    int next_tick_ms() const override;
    void tick() override;

    /// The spoken lines in the order the recorder offers them.
    static std::vector<std::string> line_order(const Catalogue& catalogue) {
        return VoiceRecorder::line_order(catalogue);
    }

  protected:
    void draw(Canvas& canvas) override;

  private:
    enum class Page { List, Name, Record, Import };

    // The pages (voices_panel_pages.cpp).
    void draw_list(Canvas& canvas, Rect body);
    void draw_device_voice(Canvas& canvas, Rect row, const std::string& voice);
    void draw_name(Canvas& canvas, Rect body);
    void draw_record(Canvas& canvas, Rect body);
    /// Where the line at hand stands, and in which colour it is said.
    std::pair<std::string, Colour> record_state(const RecordedNarrator& narrator);
    void draw_import(Canvas& canvas, Rect body);
    /// One line of words in `box`, wrapped, in the body's size.
    void words(Canvas& canvas, Rect box, const std::string& said, Colour colour);
    /// The message line, where a page shows it (a refused pack, a share).
    bool draw_message(Canvas& canvas, Rect box);

    // What the buttons do (voices_panel.cpp).
    /// Another page; the message of the last one goes.
    void go(Page page);
    void remove(const RecordedNarrator& narrator);
    /// Leaving the recorder (VoiceRecorder::leave), asking when it asks.
    void leave_recorder();
    void left(VoiceRecorder::Leaving leaving);
    void start_recording(const std::string& id);
    void record();
    void use(const std::string& id);
    void share(const RecordedNarrator& narrator);
    void open_import();
    void import_pack(const std::filesystem::path& file,
                     RecordedVoices::AfterImport after = RecordedVoices::AfterImport::KeepFile);
    void create();
    void type(std::string_view typed);
    std::string line_text(const std::string& key) const;
    /// The language's narrators as last read: read again when the folder
    /// changed (RecordedVoices::changes) or the language did, not each paint.
    const std::vector<RecordedNarrator>& narrators() const;
    /// One of them by id (nullptr: none).
    const RecordedNarrator* narrator(const std::string& id) const;
    /// The narrator being recorded, with its lines; nullptr when it is gone
    /// (deleted, or another pack replaced it): the list is shown instead.
    const RecordedNarrator* recording_narrator() const;
    void say(const std::string& key, std::vector<std::pair<std::string, std::string>> values = {});
    /// Says `key` with the disk problem's words as its detail.
    void say_disk(const std::string& key, DiskProblem problem);

    Preferences& preferences_;
    Announcer& announcer_;
    RecordedVoices& voices_;
    Microphone& microphone_;
    MessageLine& messages_;
    LogExport& exporter_;
    std::vector<std::filesystem::path> pack_folders_;
    PackInbox& inbox_;
    VoiceRecorder recorder_;

    Page page_ = Page::List;
    int skipped_ = 0; // the list's and the import's paging
    static constexpr std::size_t kNameLetters = 40;
    TextField name_{kNameLetters};
    Alphabet alphabet_;
    bool shifted_ = false;                     // the shift key: the next letter in the other case
    std::vector<std::filesystem::path> found_; // the import page's packs
    mutable std::vector<RecordedNarrator> listed_;                           // narrators()
    mutable std::optional<std::pair<std::uint64_t, std::string>> listed_at_; // changes, language
};

} // namespace shn
