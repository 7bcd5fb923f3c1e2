#pragma once

#include "session/disk_problem.h"
#include "session/recorded_voices.h"
#include "session/wav_clip.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace shn {

class Catalogue;
class Microphone;

/// VoiceRecorder: the Own voices screen's recorder without its page (issue
/// 34, docs/narrator-recording.md): which narrator of which language is
/// recorded, its spoken lines in the order offered (the night's first, then
/// the setup's, then the rest) and the one at hand, and the take. Record
/// starts the microphone; Stop shapes what it heard (session/recording_shaper.h)
/// and plays it back at once; Keep writes it (on the disk at once) and goes
/// to the next line; Record again drops it. Its rules:
/// - a line is left (Previous, Next) only with no take and no recording;
/// - leaving with a take not kept keeps it where the line had none, and
///   asks first where one was kept: nothing kept is replaced unasked (issue 42);
/// - a voice made on this visit and left with no line goes;
/// - a microphone that gives not one sample in kSilentMicrophoneMs (on both
///   clocks) is closed and said missing; a take stops at CapturePort::kMostSeconds.
/// It draws nothing and touches no device but the Microphone it is handed:
/// what is heard and what the disk refused go out through its Outlets.
class VoiceRecorder {
  public:
    struct Outlets {
        std::function<void(const std::filesystem::path&)> play; // a take, or a kept line, heard
        std::function<void(const std::filesystem::path&)> kept; // a line kept: its clip
        /// The disk refused: the page says `key` with the problem's words.
        std::function<void(const std::string& key, DiskProblem problem)> refused;
    };
    /// Now, on the app's clock and on the wall's (AppClock): a device
    /// delivers in real time, whatever a test holds.
    struct Moment {
        std::uint64_t ms = 0;
        std::uint64_t wall_ms = 0;
    };
    /// What leaving the recorder came to.
    enum class Leaving {
        Left,    // nothing to keep (a take refused by the table went)
        Kept,    // the take was kept on the way out
        NotKept, // the disk refused the take: it stays, the recorder stays
        Ask,     // the line had a recording: answer() whether the take replaces it
    };
    static constexpr std::uint64_t kSilentMicrophoneMs = 3000;

    VoiceRecorder(RecordedVoices& voices, Microphone& microphone, const Catalogue& catalogue,
                  Outlets outlets);
    /// Closes the microphone: none stays open once the screen is left.
    ~VoiceRecorder();
    VoiceRecorder(const VoiceRecorder&) = delete;
    VoiceRecorder& operator=(const VoiceRecorder&) = delete;

    /// The spoken lines in the order the recorder offers them.
    static std::vector<std::string> line_order(const Catalogue& catalogue);
    /// Whether a microphone is here and was not refused (Record offered).
    bool can_record() const;

    /// A new narrator named `name`, opened on its first line; false when the
    /// disk refused (said through `refused`).
    bool create(const std::string& language, const std::string& name);
    /// Records narrator `id`, from its first line not recorded (or stale).
    void open(const std::string& language, const std::string& id);

    const std::string& narrator_id() const { return id_; }
    /// The line order as of the last open (empty before one).
    const std::vector<std::string>& lines() const { return lines_; }
    int line() const { return line_; }
    bool recording() const;
    /// The seconds of the take being recorded.
    double seconds() const;
    bool has_take() const { return take_.has_value(); }
    /// The last Stop heard no sound: nothing to keep.
    bool heard_nothing() const { return heard_nothing_; }
    /// The microphone's trouble on this line ("" none): a catalogue key.
    const std::string& status_key() const { return status_key_; }
    /// Whether Previous (-1) or Next (+1) may move now.
    bool can_move(int by) const;

    void record(Moment now);
    void stop();
    /// Plays the take, else the line's kept clip.
    void hear();
    /// Keeps the take as the line's clip and goes to the next line; false
    /// when there is none, or the disk refused (said through `refused`).
    bool keep();
    void go_to_line(int index);
    /// While recording: takes in the device's sound, and ends a take that
    /// is silent or long enough.
    void step(Moment now);
    Leaving leave();
    /// The answer to Leaving::Ask: the take replaces the kept line, or goes.
    Leaving answer(bool replace);

  private:
    std::string text(const std::string& key) const;
    std::optional<RecordedNarrator> narrator() const;
    const std::string& key() const { return lines_[std::size_t(line_)]; }
    Leaving keep_on_leaving();
    void forget_if_empty();

    RecordedVoices& voices_;
    Microphone& microphone_;
    const Catalogue& catalogue_;
    Outlets outlets_;
    std::string language_;
    std::string id_;
    std::string created_; // a narrator made on this visit (forget_if_empty)
    std::vector<std::string> lines_;
    int line_ = 0;
    std::optional<WavClip> take_; // recorded, shaped, not yet kept
    std::filesystem::path take_file_;
    bool heard_nothing_ = false;
    std::string status_key_;
    Moment recording_since_;
};

} // namespace shn
