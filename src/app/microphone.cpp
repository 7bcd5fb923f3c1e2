#include "app/microphone.h"

namespace shn {

CapturePort* Microphone::port() {
    if (port_ || tried_) return port_.get();
    tried_ = true;
    if (opener_) port_ = opener_(problem_);
    return port_.get();
}

} // namespace shn
