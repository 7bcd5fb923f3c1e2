#include "app/audio/sound_device.h"

#include <string>

namespace shn {

bool SoundDevice::open() {
    if (port_) return true;
    if (failed_) return false;
    std::string problem;
    if (opener_) port_ = opener_(problem);
    if (!port_) {
        failed_ = true;
        return false;
    }
    port_->set_volumes(narration_volume_, ambience_volume_);
    return true;
}

void SoundDevice::set_volumes(int narration, int ambience) {
    narration_volume_ = narration;
    ambience_volume_ = ambience;
    if (port_) port_->set_volumes(narration_volume_, ambience_volume_);
}

int SoundDevice::rest_when_quiet(bool busy, unsigned long long now_ms) {
    if (!port_ || !rests_) return -1;
    if (busy) return AudioPort::kRestAfterMs;
    port_->rest_if_quiet(now_ms + 1); // 0: never quiet yet
    return port_->ms_until_rest(now_ms + 1);
}

bool SoundDevice::play(const std::filesystem::path& clip) {
    if (!open()) return false;
    port_->stop_speaking();
    return port_->speak(clip);
}

} // namespace shn
