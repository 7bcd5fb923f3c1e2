#include "app/voice_recorder.h"

#include "app/microphone.h"
#include "session/catalogue.h"
#include "session/narration_script.h"
#include "session/recording_shaper.h"

#include <set>

namespace shn {

VoiceRecorder::VoiceRecorder(RecordedVoices& voices, Microphone& microphone,
                             const Catalogue& catalogue, Outlets outlets)
    : voices_(voices), microphone_(microphone), catalogue_(catalogue),
      outlets_(std::move(outlets)) {
    microphone_.retry(); // asked at once, so the list says when there is none
}

VoiceRecorder::~VoiceRecorder() {
    microphone_.close();
}

std::vector<std::string> VoiceRecorder::line_order(const Catalogue& catalogue) {
    std::vector<std::string> order;
    std::set<std::string> seen;
    const auto add = [&](const std::vector<NarrationLine>& lines) {
        for (const NarrationLine& line : lines)
            if (line.spoken && is_line_key(line.key) && catalogue.contains(line.key) &&
                seen.insert(line.key).second)
                order.push_back(line.key);
    };
    // The night first (both scripts), then the setup, then every other line.
    add(night_sequence(5, 5.0));
    add(night_sequence(7, 5.0));
    add(setup_sequence(5));
    add(setup_sequence(7));
    for (const std::string& key : catalogue.keys())
        if (is_line_key(key) && seen.insert(key).second) order.push_back(key);
    return order;
}

bool VoiceRecorder::can_record() const {
    return microphone_.offered() && microphone_.problem().empty();
}

std::string VoiceRecorder::text(const std::string& key) const {
    return catalogue_.contains(key) ? catalogue_.text(key) : std::string();
}

std::optional<RecordedNarrator> VoiceRecorder::narrator() const {
    return voices_.find(language_, id_, [this](const std::string& key) { return text(key); });
}

bool VoiceRecorder::create(const std::string& language, const std::string& name) {
    const auto id = voices_.create(language, name);
    if (!id) {
        outlets_.refused("ui.voices.kept_failed", voices_.problem());
        return false;
    }
    open(language, *id);
    created_ = *id; // gone again if left with no line recorded
    return true;
}

void VoiceRecorder::open(const std::string& language, const std::string& id) {
    language_ = language;
    id_ = id;
    lines_ = line_order(catalogue_);
    take_.reset();
    heard_nothing_ = false;
    status_key_.clear();
    // The first line not yet recorded (or stale), else the first.
    const auto found = narrator();
    line_ = 0;
    if (found)
        for (std::size_t index = 0; index < lines_.size(); ++index)
            if (!found->recorded.count(lines_[index]) || found->stale.count(lines_[index])) {
                line_ = int(index);
                break;
            }
}

bool VoiceRecorder::recording() const {
    CapturePort* port = microphone_.port();
    return port && port->capturing();
}

double VoiceRecorder::seconds() const {
    CapturePort* port = microphone_.port();
    return port ? port->seconds() : 0.0;
}

bool VoiceRecorder::can_move(int by) const {
    const int to = line_ + by;
    return !take_ && to >= 0 && to < int(lines_.size()) && !recording();
}

void VoiceRecorder::go_to_line(int index) {
    if (index < 0 || index >= int(lines_.size())) return;
    line_ = index;
    take_.reset();
    heard_nothing_ = false;
    status_key_.clear();
}

void VoiceRecorder::record(Moment now) {
    CapturePort* port = microphone_.port();
    take_.reset();
    heard_nothing_ = false;
    status_key_.clear();
    if (!port || !port->start()) {
        status_key_ = "ui.voices.status.no_microphone";
        return;
    }
    recording_since_ = now;
}

void VoiceRecorder::stop() {
    CapturePort* port = microphone_.port();
    if (!port || !port->capturing()) return;
    const WavClip shaped = shape_recording(port->stop());
    if (shaped.samples.empty()) {
        heard_nothing_ = true;
        return;
    }
    take_ = shaped;
    take_file_.clear();
    hear(); // heard back at once, as a recorder does
}

void VoiceRecorder::hear() {
    if (lines_.empty()) return;
    if (!take_) {
        outlets_.play(voices_.clip(language_, id_, key()));
        return;
    }
    if (take_file_.empty()) {
        const auto file = voices_.hold_take(*take_);
        if (!file) { // a full disk: said now, not only at Keep (issue 42)
            outlets_.refused("ui.voices.take_unheard", voices_.problem());
            return;
        }
        take_file_ = *file;
    }
    outlets_.play(take_file_);
}

bool VoiceRecorder::keep() {
    if (!take_) return false;
    if (!voices_.keep_line(language_, id_, key(), text(key()), *take_)) {
        outlets_.refused("ui.voices.kept_failed", voices_.problem());
        return false;
    }
    outlets_.kept(voices_.clip(language_, id_, key()));
    take_.reset();
    voices_.drop_takes(); // kept: its copy for playing back goes
    if (line_ + 1 < int(lines_.size())) go_to_line(line_ + 1);
    return true;
}

void VoiceRecorder::step(Moment now) {
    CapturePort* port = microphone_.port();
    if (!port || !port->capturing()) return;
    port->pull();
    // Not one sample in kSilentMicrophoneMs: a device that was "opened" and
    // gives nothing (a browser whose microphone was not allowed). Said, and
    // Record no longer offered (a frozen "0.0 s", then "nothing was heard",
    // told the table nothing: issue 42).
    if (port->capturing() && port->seconds() <= 0.0 &&
        now.ms - recording_since_.ms > kSilentMicrophoneMs &&
        now.wall_ms - recording_since_.wall_ms > kSilentMicrophoneMs) {
        port->stop();
        microphone_.gave_nothing();
        status_key_ = "ui.voices.status.microphone_silent";
        return;
    }
    if (!port->capturing() || port->seconds() >= CapturePort::kMostSeconds) stop();
}

VoiceRecorder::Leaving VoiceRecorder::leave() {
    if (recording()) stop();
    if (!take_) {
        voices_.drop_takes();
        forget_if_empty();
        return Leaving::Left;
    }
    // A take heard and not kept. Where the line has no recording yet it is
    // kept (a table that tapped Done meant it); where one was kept before,
    // the table is asked first (issue 42: a good take was lost to a bad one by Back).
    const auto found = narrator();
    if (!found || !found->recorded.count(key())) return keep_on_leaving();
    return Leaving::Ask;
}

VoiceRecorder::Leaving VoiceRecorder::answer(bool replace) {
    if (replace) return keep_on_leaving();
    take_.reset();
    voices_.drop_takes();
    return Leaving::Left;
}

VoiceRecorder::Leaving VoiceRecorder::keep_on_leaving() {
    if (!keep()) return Leaving::NotKept; // the reason was said; the take stays
    voices_.drop_takes();
    return Leaving::Kept;
}

void VoiceRecorder::forget_if_empty() {
    if (created_.empty() || created_ != id_) return;
    // A voice made just now and left with no line: no empty voice stays.
    const auto found = narrator();
    if (found && found->recorded.empty()) voices_.remove(language_, id_);
    created_.clear();
}

} // namespace shn
